import Foundation
import Logging
import PetSpotOutbox
import PetSpotStorage

/// Queues the reminder that a report leaves the lists in 7 days or less, once per expiry (a renewal
/// brings a new one), for owners with an email whose mail is not stopped. Runs hourly.
package struct ExpiryReminders: Sendable {
    package let store: any AnnouncementStore
    package let outbox: OutboxStore
    package let mail: OwnerMailWriter
    package let clock: ServerClock
    package let doorbell: MailDoorbell
    package let logger: Logger

    package init(
        store: any AnnouncementStore, outbox: OutboxStore, mail: OwnerMailWriter, clock: ServerClock,
        doorbell: MailDoorbell, logger: Logger
    ) {
        self.store = store
        self.outbox = outbox
        self.mail = mail
        self.clock = clock
        self.doorbell = doorbell
        self.logger = logger
    }
    package static let ahead: TimeInterval = 7 * 86_400
    package static let interval: Duration = .seconds(3600)

    /// Queues the reminders due; returns how many were considered.
    @discardableResult
    package func run() async throws -> Int {
        let now = clock.now()
        let ids = try await outbox.expiring(after: now, until: now + Self.ahead)
        for id in ids {
            guard let record = try await store.find(id: id), let reminder = mail.reminder(about: record, now: now)
            else { continue }
            try await outbox.enqueue(reminder, at: now)
        }
        if !ids.isEmpty { doorbell.ring() }
        return ids.count
    }
}
