import Foundation
import PetSpotDomain
import SQLKit
import PetSpotOutbox
import PetSpotStorage

/// What `MatchNotices` keeps (migration 16): where its last look at changed reports ended
/// (`match_scan`), and each possible match an owner is to be told of, once ever per pair
/// (`match_notices`). Plain SQL both engines speak.
package struct MatchNoticeStore: Sendable {
    package let pool: any SQLConnectionPool

    package init(pool: any SQLConnectionPool) {
        self.pool = pool
    }
    private typealias Column = AnnouncementColumn

    /// A report changed since the last look, and where the look now stands.
    package struct Position: Sendable, Equatable {
        package let updatedAt: Int64
        package let id: String

        package init(updatedAt: Int64, id: String) {
            self.updatedAt = updatedAt
            self.id = id
        }
    }

    /// Listed, open reports changed after the last look and before `until`, oldest change first, at
    /// most `limit`. `until` lags the clock (`MatchNotices.settle`), so every change up to it has
    /// committed: one that committed later than a newer one is not passed by.
    package func changed(until: Date, limit: Int) async throws -> [AnnouncementRecord] {
        try await pool.withConnection { database in
            let position = try await database.raw("SELECT updated_at, id FROM match_scan").first()
            let time = try position?.decode(column: "updated_at", as: Int64.self) ?? 0
            let id = try position?.decode(column: "id", as: String.self) ?? ""
            let sql: SQLQueryString = """
                SELECT \(unsafeRaw: Column.listedList) FROM \(unsafeRaw: Column.table) \
                WHERE photo_file IS NOT NULL AND resolution IS NULL \
                AND (updated_at > \(bind: time) OR (updated_at = \(bind: time) AND id > \(bind: id))) \
                AND updated_at <= \(bind: Timestamp.milliseconds(until)) \
                ORDER BY updated_at, id LIMIT \(bind: limit)
                """
            return try await database.raw(sql).all().map {
                try AnnouncementRecord(row: SQLKitAnnouncementRow(row: $0), secrets: false)
            }
        }
    }

    /// Records that the look has read up to `record`.
    package func advance(past record: AnnouncementRecord) async throws {
        try await Self.advance(
            to: Position(updatedAt: Timestamp.milliseconds(record.updatedAt), id: record.wireID), on: pool)
    }

    package static func advance(to position: Position, on pool: any SQLConnectionPool) async throws {
        try await pool.withWriteConnection { database in
            try await database.raw(
                "UPDATE match_scan SET updated_at = \(bind: position.updatedAt), id = \(bind: position.id)"
            ).run()
        }
    }

    /// Notes that the owner of `reportID` is to be told of `matchID`, unless they were already.
    package func note(
        _ matchID: String, for reportID: String, score: Double, summary: String, at now: Date
    ) async throws {
        let sql: SQLQueryString = """
            INSERT INTO match_notices (announcement_id, match_id, score, summary, noticed_at) \
            VALUES (\(bind: reportID), \(bind: matchID), \(bind: score), \(bind: summary), \(bind: Timestamp.milliseconds(now))) \
            ON CONFLICT DO NOTHING
            """
        try await pool.withWriteConnection { try await $0.raw(sql).run() }
    }

    /// Reports with matches not yet told whose owner got no such mail within `quiet` before `now`.
    package func due(at now: Date, quiet: TimeInterval) async throws -> [String] {
        let since = Timestamp.milliseconds(now - quiet)
        let sql: SQLQueryString = """
            SELECT DISTINCT announcement_id FROM match_notices WHERE mailed_at IS NULL \
            AND announcement_id NOT IN (SELECT announcement_id FROM match_notices WHERE mailed_at > \(bind: since))
            """
        return try await pool.withConnection { try await $0.raw(sql).all() }.map {
            try $0.decode(column: "announcement_id", as: String.self)
        }
    }

    /// A noted match, as the mail lists it.
    package struct Notice: Sendable, Equatable {
        package let matchID: String
        package let score: Double
        package let summary: String
    }

    /// In one transaction: takes the report's untold matches (another process that took them first
    /// leaves none) and queues what `mail` makes of them, best first.
    package func tell(
        _ reportID: String, at now: Date, mail: @escaping @Sendable ([Notice]) -> OutboxMail?
    ) async throws -> Bool {
        try await pool.transaction { database in
            let sql: SQLQueryString = """
                UPDATE match_notices SET mailed_at = \(bind: Timestamp.milliseconds(now)) \
                WHERE announcement_id = \(bind: reportID) AND mailed_at IS NULL RETURNING match_id, score, summary
                """
            let notices = try await database.raw(sql).all().map {
                Notice(
                    matchID: try $0.decode(column: "match_id", as: String.self),
                    score: try $0.decode(column: "score", as: Double.self),
                    summary: try $0.decode(column: "summary", as: String.self))
            }.sorted { $0.score > $1.score }
            guard !notices.isEmpty, let queued = mail(notices) else { return false }
            try await OutboxStore.enqueue(queued, at: now, on: database)
            return true
        }
    }
}

extension Storage {
    /// Reports stored in bulk (the benchmarks' generated ones) are no news: the possible-match mail
    /// starts after `record`, the newest of them.
    public func startMatchNotices(after record: AnnouncementRecord) async throws {
        try await MatchNoticeStore.advance(
            to: .init(updatedAt: Timestamp.milliseconds(record.updatedAt), id: "~"), on: pool)
    }
}
