import Foundation
import PetSpotDomain
import SQLKit
import PetSpotOutbox
import PetSpotStorage

/// Sightings reach their owner by mail in batches, as possible matches do: the first at once, then
/// at most one mail an hour listing the sightings added since (`SightingNotices` sends those). A
/// hundred witnesses within their limits then make one mail an hour, not a thousand. A sighting's
/// `mailed_at` is NULL while it waits; `sighting_mail` keeps when each report's owner was last
/// mailed of its sightings. Plain SQL both engines speak, in transactions serialised per report
/// with the additions (`AdditionLimit`'s lock of the report's sightings).
package enum SightingMail {
    /// At most one sighting mail a report within this time.
    package static let quiet: TimeInterval = 3600

    /// In the sighting's transaction: queues `mail` at once when the report is confirmed and its
    /// owner had no sighting mail within `quiet`; otherwise the sighting waits, for the next batch
    /// or for the confirmation's mail (`ReportMailConfirmations`), which does not start the quiet
    /// hour: the first sighting after it goes at once.
    package static func added(
        _ sighting: Sighting, mail: OutboxMail?, now: Date, on database: any SQLDatabase
    ) async throws {
        guard try await ConfirmedReports.isConfirmed(sighting.announcementId, on: database) else { return }
        let last = try await database.raw(
            "SELECT mailed_at FROM sighting_mail WHERE announcement_id = \(bind: sighting.announcementId)"
        )
        .first(decodingColumn: "mailed_at", as: Int64.self)
        let time = Timestamp.milliseconds(now)
        if let last, Double(time - last) / 1000 < quiet { return }
        if let mail { try await OutboxStore.enqueue(mail, at: now, on: database) }
        try await markMailed(reportID: sighting.announcementId, ids: [sighting.id], now: now, on: database)
    }

    /// Confirmed reports with sightings waiting whose owner had no sighting mail within `quiet`, at
    /// most `limit` (an unconfirmed report's wait for its confirmation, not for a round).
    package static func due(at now: Date, limit: Int, on pool: any SQLConnectionPool) async throws -> [String] {
        let since = Timestamp.milliseconds(now - quiet)
        let sql: SQLQueryString = """
            SELECT DISTINCT announcement_id FROM sightings s WHERE s.mailed_at IS NULL AND NOT EXISTS \
            (SELECT 1 FROM sighting_mail m WHERE m.announcement_id = s.announcement_id AND m.mailed_at > \(bind: since)) \
            AND EXISTS (SELECT 1 FROM mail_confirmations c WHERE c.announcement_id = s.announcement_id) \
            LIMIT \(bind: limit)
            """
        return try await pool.withConnection {
            try await $0.raw(sql).all(decodingColumn: "announcement_id", as: String.self)
        }
    }

    /// Queues one mail of the report's waiting sightings (latest seen first), written by `write`
    /// (`nil`: none is sent, as for a report removed since), and marks them mailed; returns whether
    /// any waited.
    package static func sendWaiting(
        of reportID: String, now: Date, on pool: any SQLConnectionPool,
        write: @escaping @Sendable ([Sighting]) -> OutboxMail?
    ) async throws -> Bool {
        let engine = pool.engine
        return try await pool.transaction { database in
            try await AdditionLimit.lock([.report(reportID)], in: "sightings", on: database, engine: engine)
            let waiting = try await SightingRows.sightings(
                where: "announcement_id = \(bind: reportID) AND mailed_at IS NULL", on: database)
            guard !waiting.isEmpty else { return false }
            if let mail = write(waiting) { try await OutboxStore.enqueue(mail, at: now, on: database) }
            try await markMailed(reportID: reportID, ids: waiting.map(\.id), now: now, on: database)
            return true
        }
    }

    private static func markMailed(
        reportID: String, ids: [String], now: Date, on database: any SQLDatabase
    ) async throws {
        let time = Timestamp.milliseconds(now)
        try await database.update("sightings").set("mailed_at", to: time).where("id", .in, ids).run()
        try await database.raw(
            """
            INSERT INTO sighting_mail (announcement_id, mailed_at) VALUES (\(bind: reportID), \(bind: time)) \
            ON CONFLICT (announcement_id) DO UPDATE SET mailed_at = excluded.mailed_at
            """
        ).run()
    }
}
