import Foundation
import PetSpotDomain
import SQLKit
import PetSpotStorage

/// `mail_addresses`: which addresses said yes to PetSpot's mail once (an area alert's or a
/// report's confirmation), and when each was last sent a report's first mail
/// (`OutboxMail.Kind.published`), which goes at most once a day however many reports name it.
/// Whether a report's owner is mailed is the report's own confirmation (`ReportMailConfirmations`):
/// an address confirmed for one report is not thereby open to a stranger's report that names it.
/// Plain SQL both engines speak.
package struct MailAddresses: Sendable {
    package let pool: any SQLConnectionPool

    package init(pool: any SQLConnectionPool) {
        self.pool = pool
    }
    /// At most one report's first mail to an address in this time, however many reports name it.
    package static let announcementInterval: TimeInterval = 24 * 60 * 60

    /// How an address is filed, in one normal form for every count and confirmation: the domain in
    /// punycode (as mail is sent), all lowercased (mail systems treat case as the same address), so
    /// `Owner@Bücher.example` and `owner@xn--bcher-kva.example` are one address.
    package static func key(_ address: String) -> String { EmailAddress.asciiDomain(address).lowercased() }

    /// The address said yes, inside the caller's transaction (an area alert's or a report's confirmation).
    package static func confirm(_ address: String, now: Date, on database: any SQLDatabase) async throws {
        try await database.raw(
            """
            INSERT INTO mail_addresses (address, confirmed_at) VALUES (\(bind: key(address)), \(bind: Timestamp.milliseconds(now))) \
            ON CONFLICT (address) DO UPDATE SET confirmed_at = COALESCE(mail_addresses.confirmed_at, excluded.confirmed_at)
            """
        ).run()
    }

    /// Queues the first mail of the report `reportID` to `address`, written by `write` knowing
    /// whether the report is confirmed for it, unless the address was sent one within
    /// `announcementInterval`; counted and queued in one transaction, serialised per address, so
    /// reports made at once send one mail. A confirmation of the report for another address (an edit
    /// set this one) ends here: the new address says yes for itself. Returns whether it was queued.
    @discardableResult
    package func announce(
        report reportID: String, to address: String, now: Date,
        write: @Sendable (_ confirmed: Bool) -> OutboxMail?
    ) async throws -> Bool {
        let key = Self.key(address)
        let time = Timestamp.milliseconds(now)
        let engine = pool.engine
        return try await pool.transaction { database in
            if let lock = engine.dialect.serializeWriters("mail_addresses/\(key)") {
                try await database.raw(lock).run()
            }
            try await ConfirmedReports.forget(reportID, unless: key, on: database)
            let confirmed = try await ConfirmedReports.isConfirmed(reportID, on: database)
            let row = try await database.raw("SELECT announced_at FROM mail_addresses WHERE address = \(bind: key)")
                .first()
            if let last = try row?.decode(column: "announced_at", as: Int64?.self),
                Double(time - last) / 1000 < Self.announcementInterval
            {
                return false
            }
            guard let mail = write(confirmed) else { return false }
            try await database.raw(
                """
                INSERT INTO mail_addresses (address, announced_at) VALUES (\(bind: key), \(bind: time)) \
                ON CONFLICT (address) DO UPDATE SET announced_at = excluded.announced_at
                """
            ).run()
            try await OutboxStore.enqueue(mail, at: now, on: database)
            return true
        }
    }
}
