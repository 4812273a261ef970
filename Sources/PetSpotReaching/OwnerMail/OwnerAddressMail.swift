import Foundation
import Logging
import PetSpotOutbox
import PetSpotStorage

/// A report's first mail to the address it names (`OwnerMailWriter.published`), sent when a report
/// is created with an email or an edit sets a new one: what was published, where to manage it, and
/// the confirmation link while the address has not confirmed. At most one a day per address
/// (`MailAddresses.announce`), however many reports name it.
package struct OwnerAddressMail: Sendable {
    package let addresses: MailAddresses
    package let writer: OwnerMailWriter
    package let doorbell: MailDoorbell
    package let logger: Logger

    package init(addresses: MailAddresses, writer: OwnerMailWriter, doorbell: MailDoorbell, logger: Logger) {
        self.addresses = addresses
        self.writer = writer
        self.doorbell = doorbell
        self.logger = logger
    }

    /// Queues the mail for `record`'s address, if it has one. The report is stored whatever happens
    /// here, so a failure is logged, not thrown: its owner still has the code on screen.
    package func announce(_ record: AnnouncementRecord, now: Date) async {
        guard let address = record.content.email else { return }
        let writer = self.writer
        do {
            if try await addresses.announce(
                report: record.wireID, to: address, now: now,
                write: { writer.published(record, confirmed: $0, now: now) })
            {
                doorbell.ring()
            }
        } catch {
            logger.error(
                "A report's first mail could not be queued",
                metadata: ["report": "\(record.wireID)", "error": "\(error)"])
        }
    }
}
