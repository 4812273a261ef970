import Foundation
import Logging
import PetSpotOutbox
import PetSpotStorage

/// Queues the alert mails due (`AlertDeliveries`): woken by the listing of a report that reached
/// alerts in this process (so its first mails are queued at once), and every minute for the
/// batches whose quiet time ended and the reports other processes listed. Its state is in the
/// database, so a restart or a second process loses and repeats nothing. Also forgets, hourly, the
/// alerts never confirmed.
package struct AlertNotices: Sendable {
    package let pool: any SQLConnectionPool
    package let writer: AlertMailWriter
    package let clock: ServerClock
    /// Rings when the outbox has new mail.
    package let mailDoorbell: MailDoorbell
    package let logger: Logger

    package init(
        pool: any SQLConnectionPool, writer: AlertMailWriter, clock: ServerClock, mailDoorbell: MailDoorbell,
        logger: Logger = Logger(label: "petspot.alerts")
    ) {
        self.pool = pool
        self.writer = writer
        self.clock = clock
        self.mailDoorbell = mailDoorbell
        self.logger = logger
    }

    package static let interval: Duration = .seconds(60)
    /// Alerts one round mails (the rest go in the next, at once). Each round composes and queues
    /// its mails in one write transaction, which holds SQLite's one writer: other clients' writes
    /// get in between rounds. 200: a report's usual ~200 alerts in one round (`bench/alerts`),
    /// while a report reaching 100,000 leaves the writer free every few tens of milliseconds
    /// (`bench/stall`; the due alerts are read outside the transaction, `AlertDeliveries.due`).
    package static let alertsPerRound = 200

    /// Fan-outs one round runs (the rest in the next, at once).
    package static let fanOutsPerRound = 50

    /// Notes the deliveries of the reports listed since (`AlertFanOut`), then queues every alert
    /// mail due now; returns how many mails were queued.
    @discardableResult
    package func run() async throws -> Int {
        // Each job ends itself (its last transaction deletes it), so the queue empties.
        while try await hasFanOuts() { try await AlertFanOut.run(limit: Self.fanOutsPerRound, on: pool) }
        var queued = 0
        let now = clock.now()
        let writer = self.writer
        // The due alerts are read once (on a reading connection), then mailed a round's worth to
        // each write transaction: other writers get in between.
        let due = try await AlertDeliveries.due(now: now, on: pool)
        for start in stride(from: 0, to: due.count, by: Self.alertsPerRound) {
            let round = try await AlertDeliveries.mail(
                Array(due[start..<min(start + Self.alertsPerRound, due.count)]), now: now, on: pool
            ) {
                writer.mail($0, now: now)
            }
            queued += round.mails
            if round.mails > 0 {
                mailDoorbell.ring()
                // From the listing (before its transaction) to these mails' commit: what bench/alerts reads.
                let waited = round.earliestListing.map { Int((clock.now().timeIntervalSince($0) * 1000).rounded()) }
                logger.info(
                    "Alert mails queued",
                    metadata: ["mails": "\(round.mails)", "waitedMs": "\(waited.map(String.init) ?? "-")"])
            }
        }
        return queued
    }

    private func hasFanOuts() async throws -> Bool {
        try await pool.withConnection { try await $0.raw("SELECT 1 AS yes FROM alert_fanouts LIMIT 1").first() } != nil
    }
}
