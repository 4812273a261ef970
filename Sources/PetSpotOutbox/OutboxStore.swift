import Foundation
import PetSpotDomain
import SQLKit
import PetSpotStorage

/// The `outbox` table: mail queued in the transaction of what caused it, claimed by one sender at a
/// time (a lease, so a sender that died leaves it to another), marked sent once the relay took it,
/// retried with back-off after a failure that may pass. Plain SQL both engines speak.
package struct OutboxStore: Sendable {
    package let pool: any SQLConnectionPool

    package init(pool: any SQLConnectionPool) {
        self.pool = pool
    }

    /// A mail claimed for sending.
    package struct Claimed: Sendable, Equatable {
        package let id: String
        /// Who claimed it (this process's delivery).
        package let claimer: String
        package let sender: String
        package let recipient: String
        package let message: String
        package let attempts: Int
    }

    /// Queues `mail` on `database` (inside the caller's transaction), unless its report's owner
    /// stopped the report's mail, its report is not confirmed by its address (all but the mail that
    /// asks: nobody can make PetSpot write to a stranger; `ReportMailConfirmations`), or a mail with
    /// its `dedupeKey` is already queued. What is not queued is still kept where it was written
    /// (messages, sightings, matches), for the owner's manage page. Returns whether it was queued.
    @discardableResult
    package static func enqueue(_ mail: OutboxMail, at now: Date, on database: any SQLDatabase) async throws -> Bool {
        let time = Timestamp.milliseconds(now)
        var sql: SQLQueryString = """
            INSERT INTO outbox (id, announcement_id, kind, dedupe_key, sender, recipient, message, created_at, next_attempt_at) \
            SELECT \(bind: mail.id), \(bind: mail.reportID), \(bind: mail.kind.rawValue), \(bind: mail.dedupeKey), \(bind: mail.sender), \
            \(bind: mail.recipient), \(bind: mail.message), \(bind: time), \(bind: time) \
            WHERE NOT EXISTS (SELECT 1 FROM mail_unsubscribed WHERE announcement_id = \(bind: mail.reportID))
            """
        if mail.kind.needsConfirmedAddress { sql = sql + " AND " + ConfirmedReports.isConfirmed(mail.reportID) }
        return try await database.raw(sql + " ON CONFLICT DO NOTHING RETURNING id").first() != nil
    }

    /// Queues `mails` on `database` (inside the caller's transaction) in one statement: mail that
    /// needs no check (an alert's, whose alert was confirmed; `Kind.needsConfirmedAddress`).
    package static func enqueueAll(_ mails: [OutboxMail], at now: Date, on database: any SQLDatabase) async throws {
        assert(mails.allSatisfy { !$0.kind.needsConfirmedAddress && $0.dedupeKey == nil })
        let time = Timestamp.milliseconds(now)
        for start in stride(from: 0, to: mails.count, by: 200) {
            let rows = mails[start..<min(start + 200, mails.count)].map { mail -> [any Encodable & Sendable] in
                [mail.id, mail.reportID, mail.kind.rawValue, mail.sender, mail.recipient, mail.message, time, time]
            }
            try await database.raw(
                .insert(
                    into: "outbox",
                    columns: [
                        "id", "announcement_id", "kind", "sender", "recipient", "message", "created_at",
                        "next_attempt_at",
                    ], rows: rows)
            ).run()
        }
    }

    /// Queues `mail` in a transaction of its own (a reminder: nothing else is written with it).
    package func enqueue(_ mail: OutboxMail, at now: Date) async throws {
        try await pool.transaction { try await Self.enqueue(mail, at: now, on: $0) }
    }

    /// Claims the mail that has waited longest among those due, for `claimer` until `lease` has passed;
    /// `nil` when none is due. PostgreSQL skips rows another process is claiming at this instant.
    package func claimNext(for claimer: String, now: Date, lease: TimeInterval) async throws -> Claimed? {
        let time = Timestamp.milliseconds(now)
        let free: SQLQueryString = "(claimed_until IS NULL OR claimed_until < \(bind: time))"
        let skipLocked = pool.engine.dialect.skipLockedRows
        let sql: SQLQueryString = """
            UPDATE outbox SET claimed_by = \(bind: claimer), claimed_until = \(bind: Timestamp.milliseconds(now + lease)) \
            WHERE id = (SELECT id FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= \(bind: time) AND 
            """ + free + " ORDER BY next_attempt_at, id LIMIT 1\(unsafeRaw: skipLocked)) AND " + free + """
                 RETURNING id, claimed_by, sender, recipient, message, attempts
                """
        guard let row = try await pool.transaction({ try await $0.raw(sql).first() }) else { return nil }
        return Claimed(
            id: try row.decode(column: "id", as: String.self),
            claimer: try row.decode(column: "claimed_by", as: String.self),
            sender: try row.decode(column: "sender", as: String.self),
            recipient: try row.decode(column: "recipient", as: String.self),
            message: try row.decode(column: "message", as: String.self),
            attempts: try row.decode(column: "attempts", as: Int.self))
    }

    /// Keeps `mail` claimed until `until` (the sender is alive and still talking to the relay).
    package func extend(_ mail: Claimed, until: Date) async throws {
        let sql: SQLQueryString = """
            UPDATE outbox SET claimed_until = \(bind: Timestamp.milliseconds(until)) \
            WHERE id = \(bind: mail.id) AND claimed_by = \(bind: mail.claimer) AND sent_at IS NULL
            """
        try await pool.withWriteConnection { try await $0.raw(sql).run() }
    }

    /// The relay took it: it is never sent again.
    package func markSent(_ mail: Claimed, now: Date) async throws {
        let sql: SQLQueryString = """
            UPDATE outbox SET sent_at = \(bind: Timestamp.milliseconds(now)), claimed_until = NULL, last_error = NULL \
            WHERE id = \(bind: mail.id) AND claimed_by = \(bind: mail.claimer)
            """
        try await pool.withWriteConnection { try await $0.raw(sql).run() }
    }

    /// It may go through later: tried again at `next`.
    package func retry(_ mail: Claimed, at next: Date, error: String) async throws {
        let sql: SQLQueryString = """
            UPDATE outbox SET attempts = attempts + 1, next_attempt_at = \(bind: Timestamp.milliseconds(next)), claimed_until = NULL, \
            last_error = \(bind: error) WHERE id = \(bind: mail.id) AND claimed_by = \(bind: mail.claimer)
            """
        try await pool.withWriteConnection { try await $0.raw(sql).run() }
    }

    /// It will not go through (the relay refused it for good, or it kept failing for too long).
    package func markFailed(_ mail: Claimed, now: Date, error: String) async throws {
        let sql: SQLQueryString = """
            UPDATE outbox SET attempts = attempts + 1, failed_at = \(bind: Timestamp.milliseconds(now)), claimed_until = NULL, \
            last_error = \(bind: error) WHERE id = \(bind: mail.id) AND claimed_by = \(bind: mail.claimer)
            """
        try await pool.withWriteConnection { try await $0.raw(sql).run() }
    }

    /// Stops the report's mail; what is queued for it and not yet sent is dropped.
    package func unsubscribe(_ reportID: String, now: Date) async throws {
        try await pool.transaction { database in
            try await database.raw(
                """
                INSERT INTO mail_unsubscribed (announcement_id, at) VALUES (\(bind: reportID), \(bind: Timestamp.milliseconds(now))) \
                ON CONFLICT DO NOTHING
                """
            ).run()
            try await database.raw(
                """
                UPDATE outbox SET failed_at = \(bind: Timestamp.milliseconds(now)), last_error = 'unsubscribed' \
                WHERE announcement_id = \(bind: reportID) AND sent_at IS NULL AND failed_at IS NULL
                """
            ).run()
        }
    }

    /// The owner wants the report's mail again (what was dropped while it was stopped stays dropped).
    package func resume(_ reportID: String) async throws {
        try await pool.transaction {
            try await $0.raw("DELETE FROM mail_unsubscribed WHERE announcement_id = \(bind: reportID)").run()
        }
    }

    package func isUnsubscribed(_ reportID: String) async throws -> Bool {
        try await pool.withConnection {
            try await $0.raw("SELECT announcement_id FROM mail_unsubscribed WHERE announcement_id = \(bind: reportID)")
                .first()
        } != nil
    }

    /// Open, listed reports (a report never given its photo was never seen: nothing to renew) with an
    /// owner's email that expire in `(from, until]` and whose mail is not stopped.
    package func expiring(after from: Date, until: Date) async throws -> [UUID] {
        let sql: SQLQueryString = """
            SELECT id FROM announcements WHERE resolution IS NULL AND email IS NOT NULL AND photo_file IS NOT NULL \
            AND expires_at > \(bind: Timestamp.milliseconds(from)) AND expires_at <= \(bind: Timestamp.milliseconds(until)) \
            AND id NOT IN (SELECT announcement_id FROM mail_unsubscribed)
            """
        return try await pool.withConnection { try await $0.raw(sql).all() }.compactMap {
            UUID(uuidString: try $0.decode(column: "id", as: String.self))
        }
    }
}
