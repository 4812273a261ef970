import Crypto
import Foundation
import PetSpotDomain
import SQLKit
import PetSpotOutbox
import PetSpotStorage

/// The owner who lost the code signs in by a link mailed to the report's confirmed address
/// (`api-v1.md`, "Sign-in link"): valid 30 minutes and once, at most 3 mailed per report a day.
/// Only each link's token's SHA-256 is stored (`sign_in_links`): a copy of the database signs
/// nobody in. Signing in gives the report a new code, answered once like create's: the one the
/// owner lost may be in someone else's hands, and every client (the web pages included) acts on a
/// report with its code.
package struct SignInLinks: Sendable {
    package let pool: any SQLConnectionPool
    package let store: any AnnouncementStore
    package let hasher: PasswordHasher
    package let mail: OwnerMailWriter
    package let doorbell: MailDoorbell
    package let clock: ServerClock
    /// The report's first mail, sent again to an address that has not confirmed (at most once a day).
    package let addressMail: OwnerAddressMail

    package init(
        pool: any SQLConnectionPool, store: any AnnouncementStore, hasher: PasswordHasher, mail: OwnerMailWriter,
        doorbell: MailDoorbell, clock: ServerClock, addressMail: OwnerAddressMail
    ) {
        self.pool = pool
        self.store = store
        self.hasher = hasher
        self.mail = mail
        self.doorbell = doorbell
        self.clock = clock
        self.addressMail = addressMail
    }

    package static let lifetime: TimeInterval = 30 * 60
    /// At most this many sign-in mails an address a day, however many reports name it.
    package static let perAddressPerDay = 3

    /// Mails a sign-in link to the report's address when the report is confirmed and fewer than
    /// three went to that address in the last day; to a report not confirmed yet, the report's first mail again
    /// (its confirm link and manage page; at most one a day, as for any report naming it), so an
    /// owner whose first mail went astray is not locked out. Says nothing of which happened: nobody
    /// learns from it whether a report has a (confirmed) email. An id that is no report's id at
    /// all (not a UUID) is `notFound`, as everywhere.
    package func request(for id: String) async throws {
        guard let uuid = UUID(canonicalText: id) else { throw ServiceError.notFound }
        guard let record = try await store.find(id: uuid), let address = record.content.email else { return }
        let now = Timestamp.truncated(clock.now())
        var random = SystemRandomNumberGenerator()
        let token = MailLinkTokens.base64URL(Data((0..<32).map { _ -> UInt8 in random.next() }))
        guard let message = mail.signIn(record, token: token, now: now) else { return }
        let engine = pool.engine
        let (reportID, key, since) = (
            record.wireID, MailAddresses.key(address), Timestamp.milliseconds(now - 24 * 60 * 60)
        )
        let sent: Bool? = try await pool.transaction { database in
            if let lock = engine.dialect.serializeWriters("sign_in_links/\(key)") { try await database.raw(lock).run() }
            guard try await ConfirmedReports.isConfirmed(reportID, on: database) else { return nil }
            let recent =
                try await database.raw(
                    """
                    SELECT count(*) AS sent FROM sign_in_links WHERE address = \(bind: key) AND created_at > \(bind: since)
                    """
                ).first(decodingColumn: "sent", as: Int.self) ?? 0
            guard recent < Self.perAddressPerDay else { return false }
            try await database.raw(
                .insert(
                    into: "sign_in_links",
                    columns: ["token_hash", "announcement_id", "address", "created_at", "expires_at"],
                    rows: [
                        [
                            Self.hash(token), reportID, key, Timestamp.milliseconds(now),
                            Timestamp.milliseconds(now + Self.lifetime),
                        ]
                    ])
            ).run()
            try await OutboxStore.enqueue(message, at: now, on: database)
            return true
        }
        switch sent {
        case true?: doorbell.ring()
        case false?: break
        case nil: await addressMail.announce(record, now: now)
        }
    }

    /// Signs in with a link's `token` for the report `id`: once, within its 30 minutes. Answers the
    /// report with its new code; `nil` when the link is unknown, used, expired or another report's.
    package func redeem(
        _ token: String, for id: String
    ) async throws -> (record: AnnouncementRecord, password: ManagementPassword)? {
        guard let uuid = UUID(canonicalText: id) else { return nil }
        let now = Timestamp.milliseconds(clock.now())
        let (tokenHash, reportID) = (Self.hash(token), uuid.canonicalText)
        let usable: SQLQueryString = """
            token_hash = \(bind: tokenHash) AND announcement_id = \(bind: reportID) AND used_at IS NULL AND expires_at > \(bind: now)
            """
        // A cheap look first: a made-up token costs a read, never a password hash (bcrypt's work).
        guard
            try await pool.withConnection({
                try await $0.raw("SELECT token_hash FROM sign_in_links WHERE " + usable).first()
            }) != nil
        else {
            return nil
        }
        let password = ManagementPassword.generate()
        let passwordHash = try await hasher.hash(password)
        let redeemed = try await pool.transaction { database in
            // One statement marks it used: of two at once, one alone finds it unused.
            let used = try await database.raw(
                "UPDATE sign_in_links SET used_at = \(bind: now) WHERE " + usable + " RETURNING token_hash"
            ).first()
            guard used != nil else { return false }
            try await database.update(AnnouncementColumn.table).set(
                AnnouncementColumn.passwordHash.name, to: passwordHash
            )
            .where(AnnouncementColumn.id.name, .equal, reportID).run()
            return true
        }
        guard redeemed, let record = try await store.find(id: uuid) else { return nil }
        return (record, password)
    }

    package static func hash(_ token: String) -> String {
        SHA256.hash(data: Data(token.utf8)).hexadecimal
    }
}
