import Foundation
import PetSpotDomain
import SQLKit
import PetSpotOutbox
import PetSpotStorage

/// Sightings and messages, in their own tables beside the reports' (`Migrations.sightingsAndMessages`):
/// plain SQL both engines speak, so one implementation serves both.
package struct ReachingStore: Sendable {
    package let pool: any SQLConnectionPool

    package init(pool: any SQLConnectionPool) {
        self.pool = pool
    }

    /// What adding a row came to: added, refused by a limit for so many seconds, or not added
    /// because the report was deleted meanwhile (its rows would be orphans holding a witness's contact).
    package enum Addition: Sendable, Equatable {
        case added
        case refused(retryAfter: Int)
        case reportGone
    }

    /// Adds `sighting` from `client` unless a limit refuses it, with the owner's `mail` about it:
    /// counted, added and queued in one transaction (the mail is never lost, nor sent for nothing);
    /// the mail goes at once only when the owner had none of a sighting within the hour, else the
    /// sighting waits for the hourly batch (`SightingMail`).
    package func add(
        _ sighting: Sighting, from client: String, limits: [(AdditionLimit, AdditionLimit.Scope)], mail: OutboxMail?,
        now: Date
    ) async throws -> Addition {
        let insert = SQLQueryString.insert(
            into: "sightings",
            columns: [
                "id", "announcement_id", "seen_at", "latitude", "longitude", "note", "email", "phone", "client",
                "created_at",
            ],
            rows: [
                [
                    sighting.id, sighting.announcementId, Timestamp.milliseconds(sighting.seenAt),
                    sighting.location.latitude,
                    sighting.location.longitude, sighting.note, sighting.email, sighting.phone, client,
                    Timestamp.milliseconds(sighting.createdAt),
                ]
            ]
        )
        return try await add(insert, table: "sightings", to: sighting.announcementId, limits: limits, now: now) {
            database in
            try await SightingMail.added(sighting, mail: mail, now: now, on: database)
        }
    }

    /// Adds `message` for the report `reportID` from `client` unless a limit refuses it, with the owner's `mail` about it.
    package func add(
        _ message: OwnerMessage, to reportID: String, from client: String,
        limits: [(AdditionLimit, AdditionLimit.Scope)],
        mail: OutboxMail?, now: Date
    ) async throws -> Addition {
        let insert = SQLQueryString.insert(
            into: "messages",
            columns: ["id", "announcement_id", "message", "reply_email", "reply_phone", "client", "created_at"],
            rows: [
                [
                    message.id, reportID, message.message, message.replyEmail, message.replyPhone, client,
                    Timestamp.milliseconds(message.createdAt),
                ]
            ]
        )
        return try await add(insert, table: "messages", to: reportID, limits: limits, now: now) { database in
            // Mailed now when the report is confirmed; else it waits (`mailed_at` NULL) for the confirmation's mail.
            if let mail, try await OutboxStore.enqueue(mail, at: now, on: database) {
                try await database.update("messages").set("mailed_at", to: Timestamp.milliseconds(now)).where(
                    "id", .equal, message.id
                ).run()
            }
        }
    }

    /// Counts, inserts and runs `then` (the owner's mail) in one transaction.
    private func add(
        _ insert: SQLQueryString, table: String, to reportID: String, limits: [(AdditionLimit, AdditionLimit.Scope)],
        now: Date, then: @escaping @Sendable (any SQLDatabase) async throws -> Void
    ) async throws -> Addition {
        let engine = pool.engine
        return try await pool.transaction { database in
            let report: SQLQueryString =
                "SELECT id FROM announcements WHERE id = \(bind: reportID)\(unsafeRaw: engine.dialect.holdRowRead)"
            guard try await database.raw(report).first() != nil else { return .reportGone }
            try await AdditionLimit.lock(limits.map(\.1), in: table, on: database, engine: engine)
            var wait: Int?
            for (limit, scope) in limits {
                if let seconds = try await limit.retryAfter(scope, in: table, on: database, now: now) {
                    wait = max(wait ?? seconds, seconds)
                }
            }
            if let wait { return .refused(retryAfter: wait) }
            try await database.raw(insert).run()
            try await then(database)
            return .added
        }
    }

    /// The report's sightings, latest seen first (the latest `limit`, when given), with the
    /// witnesses' contact (the caller hides it from the public).
    package func sightings(of reportID: String, limit: Int? = nil) async throws -> [Sighting] {
        let all: SQLQueryString = "announcement_id = \(bind: reportID)"
        let condition = limit.map { all + " ORDER BY seen_at DESC, id LIMIT \(bind: $0)" } ?? all
        return try await pool.withConnection { try await SightingRows.sightings(where: condition, on: $0) }
    }

    /// Removes one of the report's sightings; `false` when the report has no such sighting.
    package func removeSighting(_ id: String, of reportID: String) async throws -> Bool {
        try await pool.transaction { database in
            let find: SQLQueryString =
                "SELECT id FROM sightings WHERE id = \(bind: id) AND announcement_id = \(bind: reportID)"
            guard try await database.raw(find).first() != nil else { return false }
            try await database.raw(
                "DELETE FROM sightings WHERE id = \(bind: id) AND announcement_id = \(bind: reportID)"
            ).run()
            return true
        }
    }

    /// The report's messages, newest first.
    package func messages(of reportID: String) async throws -> [OwnerMessage] {
        try await pool.withConnection { try await Self.messages(where: "announcement_id = \(bind: reportID)", on: $0) }
    }

    /// The messages `condition` picks, newest first.
    package static func messages(
        where condition: SQLQueryString, on database: any SQLDatabase
    ) async throws -> [OwnerMessage] {
        let sql: SQLQueryString =
            "SELECT id, message, reply_email, reply_phone, created_at, verdict FROM messages WHERE " + condition
            + " ORDER BY created_at DESC, id"
        return try await database.raw(sql).all().map { row in
            OwnerMessage(
                id: try row.decode(column: "id", as: String.self),
                message: try row.decode(column: "message", as: String.self),
                replyEmail: try row.decode(column: "reply_email", as: String?.self),
                replyPhone: try row.decode(column: "reply_phone", as: String?.self),
                createdAt: Self.time(try row.decode(column: "created_at", as: Int64.self)),
                verdict: try row.decode(column: "verdict", as: String?.self).flatMap(MessageVerdict.init(rawValue:)))
        }
    }

    /// Records what the owner said one of the report's messages was (`nil` forgets it); `false`
    /// when the report has no such message.
    package func setVerdict(_ verdict: MessageVerdict?, ofMessage id: String, of reportID: String) async throws -> Bool
    {
        try await pool.transaction { database in
            let find: SQLQueryString =
                "SELECT id FROM messages WHERE id = \(bind: id) AND announcement_id = \(bind: reportID)"
            guard try await database.raw(find).first() != nil else { return false }
            try await database.raw(
                "UPDATE messages SET verdict = \(bind: verdict?.rawValue) WHERE id = \(bind: id) AND announcement_id = \(bind: reportID)"
            ).run()
            return true
        }
    }

    private static func time(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}

/// A stored sighting whose point is out of range (edited by hand, or a bug).
