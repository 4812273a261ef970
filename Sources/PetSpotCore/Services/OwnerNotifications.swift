import Foundation
import Logging
import PetSpotMail
import PetSpotAlerts
import PetSpotOutbox
import PetSpotReaching
import PetSpotStorage

/// Everything that tells owners and alerts' subscribers by mail, built once per process: the writer of the mails (their
/// links start at `--public-url`), the outbox, the doorbell that wakes the delivery, the stop links' key.
package struct OwnerNotifications: Sendable {
    package let writer: OwnerMailWriter
    package let outbox: OutboxStore
    package let doorbell = MailDoorbell()
    package let tokens: MailLinkTokens
    package let addresses: MailAddresses
    /// The area alerts' mail, and the doorbell that has it queued when a listing reached alerts.
    package let alertWriter: AlertMailWriter
    package let alertsDoorbell = MailDoorbell()

    /// `publicURL`: where the mail's links start (`--public-url`, else this server's own address).
    package init(settings: MailSettings, publicURL: URL, pool: any SQLConnectionPool, secret: String) {
        tokens = MailLinkTokens(secret: secret)
        outbox = OutboxStore(pool: pool)
        addresses = MailAddresses(pool: pool)
        writer = OwnerMailWriter(settings: settings, publicURL: publicURL, tokens: tokens, timeZone: settings.timeZone)
        alertWriter = AlertMailWriter(settings: settings, publicURL: publicURL, tokens: tokens)
    }

    /// The first mail to a report's address.
    package func addressMail(logger: Logger) -> OwnerAddressMail {
        OwnerAddressMail(addresses: addresses, writer: writer, doorbell: doorbell, logger: logger)
    }

    /// The service that sends the outbox, through the relay or into the outbox folder.
    package func delivery(_ settings: MailSettings, clock: ServerClock, logger: Logger) -> MailDeliveryService {
        let transport: any MailTransport =
            settings.relay.map { relay in
                SMTPTransport(
                    client: SMTPClient(relay: relay, clientName: writer.publicURL.host ?? "petspot.localhost"))
            } ?? EMLDirectoryTransport(directory: settings.outboxDirectory)
        return MailDeliveryService(
            outbox: outbox, transport: transport, clock: clock, doorbell: doorbell, logger: logger)
    }
}
