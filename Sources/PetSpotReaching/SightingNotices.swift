import Foundation
import PetSpotOutbox
import PetSpotStorage

/// Every minute, queues one mail for each report whose sightings wait (`SightingMail`) and whose
/// owner had no sighting mail within the hour, listing them. Its state is in the database, so a
/// restart or a second process loses and repeats nothing.
package struct SightingNotices: Sendable {
    package let pool: any SQLConnectionPool
    package let announcements: any AnnouncementStore
    package let mail: OwnerMailWriter
    package let clock: ServerClock
    package let doorbell: MailDoorbell

    package init(
        pool: any SQLConnectionPool, announcements: any AnnouncementStore, mail: OwnerMailWriter, clock: ServerClock,
        doorbell: MailDoorbell
    ) {
        self.pool = pool
        self.announcements = announcements
        self.mail = mail
        self.clock = clock
        self.doorbell = doorbell
    }

    package static let interval: Duration = .seconds(60)
    /// Reports one round looks at (the rest wait for the next).
    package static let reportsPerRound = 200

    /// Returns how many mails were queued.
    @discardableResult
    package func run() async throws -> Int {
        let now = clock.now()
        var queued = 0
        for reportID in try await SightingMail.due(at: now, limit: Self.reportsPerRound, on: pool) {
            // A report removed since keeps no mail: its sightings went with it.
            guard let id = UUID(canonicalText: reportID), let report = try await announcements.find(id: id) else {
                continue
            }
            let mail = self.mail
            if try await SightingMail.sendWaiting(
                of: reportID, now: now, on: pool, write: { mail.mail(for: $0, about: report, now: now) })
            {
                queued += 1
            }
        }
        if queued > 0 { doorbell.ring() }
        return queued
    }
}
