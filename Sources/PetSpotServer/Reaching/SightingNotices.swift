import Foundation

/// Every minute, queues one mail for each report whose sightings wait (`SightingMail`) and whose
/// owner had no sighting mail within the hour, listing them. Its state is in the database, so a
/// restart or a second process loses and repeats nothing.
struct SightingNotices: Sendable {
    let pool: any SQLConnectionPool
    let announcements: any AnnouncementStore
    let mail: OwnerMailWriter
    let clock: ServerClock
    let doorbell: MailDoorbell

    static let interval: Duration = .seconds(60)
    /// Reports one round looks at (the rest wait for the next).
    static let reportsPerRound = 200

    /// Returns how many mails were queued.
    @discardableResult
    func run() async throws -> Int {
        let now = clock.now()
        var queued = 0
        for reportID in try await SightingMail.due(at: now, limit: Self.reportsPerRound, on: pool) {
            // A report removed since keeps no mail: its sightings went with it.
            guard let id = UUID(canonicalText: reportID), let report = try await announcements.find(id: id) else { continue }
            let mail = self.mail
            if try await SightingMail.sendWaiting(of: reportID, now: now, on: pool, write: { mail.mail(for: $0, about: report, now: now) }) {
                queued += 1
            }
        }
        if queued > 0 { doorbell.ring() }
        return queued
    }
}
