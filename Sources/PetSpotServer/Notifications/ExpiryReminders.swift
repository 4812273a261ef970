import Foundation
import Logging

/// Queues the reminder that a report leaves the lists in 7 days or less, once per expiry (a renewal
/// brings a new one), for owners with an email whose mail is not stopped. Runs hourly.
struct ExpiryReminders: Sendable {
    let store: any AnnouncementStore
    let outbox: OutboxStore
    let mail: OwnerMailWriter
    let clock: ServerClock
    let doorbell: MailDoorbell
    let logger: Logger
    static let ahead: TimeInterval = 7 * 86_400
    static let interval: Duration = .seconds(3600)

    /// Queues the reminders due; returns how many were considered.
    @discardableResult
    func run() async throws -> Int {
        let now = clock.now()
        let ids = try await outbox.expiring(after: now, until: now + Self.ahead)
        for id in ids {
            guard let record = try await store.find(id: id), let reminder = mail.reminder(about: record, now: now) else { continue }
            try await outbox.enqueue(reminder, at: now)
        }
        if !ids.isEmpty { doorbell.ring() }
        return ids.count
    }
}
