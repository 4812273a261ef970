import Foundation
import PetSpotDomain
import SQLKit

/// `mail_addresses`: which addresses said yes to PetSpot's mail, and when each was last sent a
/// report's first mail (`OutboxMail.Kind.published`). PetSpot mails an address someone typed only
/// after that address confirmed it (`api-v1.md`, "Only confirmed addresses get mail"): otherwise
/// anyone could aim PetSpot's mail, with their own text in it, at a stranger. An address confirmed
/// once is confirmed for every report that names it. Plain SQL both engines speak.
package struct MailAddresses: Sendable {
    package let pool: any SQLConnectionPool
    /// At most one report's first mail to an address in this time, however many reports name it.
    package static let announcementInterval: TimeInterval = 24 * 60 * 60

    /// How an address is filed: mail systems treat its case as the same address.
    package static func key(_ address: String) -> String { address.lowercased() }

    /// The SQL condition that `address` confirmed.
    package static func isConfirmed(_ address: String) -> SQLQueryString {
        "EXISTS (SELECT 1 FROM mail_addresses WHERE address = \(bind: key(address)) AND confirmed_at IS NOT NULL)"
    }

    package func isConfirmed(_ address: String) async throws -> Bool {
        let sql: SQLQueryString = "SELECT 1 AS yes WHERE " + Self.isConfirmed(address)
        return try await pool.withConnection { try await $0.raw(sql).first() } != nil
    }

    /// The address said yes (its confirmation link's POST).
    package func confirm(_ address: String, now: Date) async throws {
        try await pool.transaction { try await Self.confirm(address, now: now, on: $0) }
    }

    /// The same, inside the caller's transaction (an area alert's confirmation is the address's yes too).
    package static func confirm(_ address: String, now: Date, on database: any SQLDatabase) async throws {
        try await database.raw("""
            INSERT INTO mail_addresses (address, confirmed_at) VALUES (\(bind: key(address)), \(bind: Timestamp.milliseconds(now))) \
            ON CONFLICT (address) DO UPDATE SET confirmed_at = COALESCE(mail_addresses.confirmed_at, excluded.confirmed_at)
            """).run()
    }

    /// Queues a report's first mail to `address`, written by `write` knowing whether the address is
    /// confirmed, unless the address was sent one within `announcementInterval`; counted and queued
    /// in one transaction, serialised per address, so reports made at once send one mail.
    /// Returns whether it was queued.
    @discardableResult
    package func announce(to address: String, now: Date, write: @Sendable (_ confirmed: Bool) -> OutboxMail?) async throws -> Bool {
        let key = Self.key(address)
        let time = Timestamp.milliseconds(now)
        let engine = pool.engine
        return try await pool.transaction { database in
            if let lock = engine.dialect.serializeWriters("mail_addresses/\(key)") { try await database.raw(lock).run() }
            let row = try await database.raw("SELECT confirmed_at, announced_at FROM mail_addresses WHERE address = \(bind: key)").first()
            let confirmed = try row?.decode(column: "confirmed_at", as: Int64?.self) != nil
            if let last = try row?.decode(column: "announced_at", as: Int64?.self),
               Double(time - last) / 1000 < Self.announcementInterval { return false }
            guard let mail = write(confirmed) else { return false }
            try await database.raw("""
                INSERT INTO mail_addresses (address, announced_at) VALUES (\(bind: key), \(bind: time)) \
                ON CONFLICT (address) DO UPDATE SET announced_at = excluded.announced_at
                """).run()
            try await OutboxStore.enqueue(mail, at: now, on: database)
            return true
        }
    }
}
