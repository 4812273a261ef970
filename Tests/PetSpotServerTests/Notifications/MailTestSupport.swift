import Foundation
import Logging
import PetSpotDomain
import PetSpotProcessTesting
import SQLKit
@testable import PetSpotServer
import PetSpotOutbox
import PetSpotStorage

/// The pieces of a mail test: the outbox of the test app's database, and a delivery the test runs
/// by hand (one pass), sending as the server would.
struct MailTestKit {
    let outbox: OutboxStore
    let pool: any SQLConnectionPool

    init(_ app: TestContext, pool: any SQLConnectionPool) {
        self.pool = pool
        outbox = OutboxStore(pool: pool)
        self.app = app
    }

    private let app: TestContext

    /// A delivery through `transport` on the test's clock.
    func delivery(_ transport: any MailTransport) -> MailDeliveryService {
        MailDeliveryService(
            outbox: outbox, transport: transport, clock: app.clock.serverClock, doorbell: MailDoorbell(),
            logger: Logger(label: "mail-test"))
    }

    /// The outbox's rows: kind, attempts, sent or not.
    func rows() async throws -> [(kind: String, attempts: Int, sent: Bool, failed: Bool)] {
        try await pool.withConnection {
            try await $0.raw("SELECT kind, attempts, sent_at, failed_at FROM outbox ORDER BY created_at, id").all()
        }.map {
            (
                try $0.decode(column: "kind", as: String.self), try $0.decode(column: "attempts", as: Int.self),
                try $0.decode(column: "sent_at", as: Int64?.self) != nil,
                try $0.decode(column: "failed_at", as: Int64?.self) != nil
            )
        }
    }
}

extension TestContext {
    /// A fixture for the tests of what owners are mailed: `address` confirmed and sent its first
    /// mail today, so the report made next queues no first mail of its own; `confirmReports` then
    /// confirms the reports, as after their confirmation links (`AddressConfirmationTests` drive those).
    func confirmAddress(_ address: String = "owner@example.com") async throws {
        let now = Timestamp.milliseconds(clock.now)
        try await database.withPool { pool in
            try await pool.transaction { database in
                try await database.raw(
                    """
                    INSERT INTO mail_addresses (address, confirmed_at, announced_at) VALUES (\(bind: MailAddresses.key(address)), \(bind: now), \(bind: now))
                    """
                ).run()
            }
        }
    }

    /// The second half of that fixture, once the reports are made: every report naming `address`
    /// confirmed, as its own button would (`ReportMailConfirmations`; the tests of the button drive it).
    func confirmReports(_ address: String = "owner@example.com") async throws {
        let now = Timestamp.milliseconds(clock.now)
        try await database.withPool { pool in
            try await pool.transaction { database in
                try await database.raw(
                    """
                    INSERT INTO mail_confirmations (announcement_id, address, confirmed_at) \
                    SELECT id, \(bind: MailAddresses.key(address)), \(bind: now) FROM announcements WHERE lower(email) = \(bind: MailAddresses.key(address)) \
                    ON CONFLICT DO NOTHING
                    """
                ).run()
            }
        }
    }

    /// The confirmation token PetSpot's mail would carry for the report `reportID` and `address`.
    func confirmationToken(_ reportID: String, _ address: String = "owner@example.com") async throws -> String {
        try await mailLinkTokens().confirmation(report: reportID, address: MailAddresses.key(address))
    }

    /// The tokens of the links in PetSpot's mail, under the test database's secret.
    func mailLinkTokens() async throws -> MailLinkTokens {
        try await database.withPool { pool in
            MailLinkTokens(
                secret: try await pool.withConnection {
                    try await AnnouncementQueries.secret(named: ServerSecret.mailUnsubscribe, on: $0)
                })
        }
    }
}

/// What the outbox holds, for the tests of who is mailed.
struct QueuedMail: Sendable {
    let kind: String
    let recipient: String
    let text: String
    let subject: String

    static func all(_ app: TestContext) async throws -> [QueuedMail] {
        try await app.database.withPool { pool in
            // In the order queued: the tests move their clock between steps that queue.
            try await pool.withConnection {
                try await $0.raw("SELECT kind, recipient, message FROM outbox ORDER BY created_at, id").all()
            }
        }.map { row in
            let message = try row.decode(column: "message", as: String.self)
            return QueuedMail(
                kind: try row.decode(column: "kind", as: String.self),
                recipient: try row.decode(column: "recipient", as: String.self),
                text: mailPart(message, "text/plain") ?? "", subject: mailHeader(message, "Subject") ?? "")
        }
    }
}

/// The text of a MIME message's part of `type`, its base64 decoded.
func mailPart(_ message: String, _ type: String) -> String? {
    let normalized = message.replacingOccurrences(of: "\r\n", with: "\n")
    guard
        let start = normalized.range(of: "Content-Type: \(type); charset=UTF-8\nContent-Transfer-Encoding: base64\n\n")
    else { return nil }
    let encoded = normalized[start.upperBound...].prefix { $0 != "-" }.replacingOccurrences(of: "\n", with: "")
    return Data(base64Encoded: encoded).map { String(decoding: $0, as: UTF8.self) }
}

/// A header's value (unfolded).
func mailHeader(_ message: String, _ name: String) -> String? {
    let head = message.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n\n").first ?? ""
    let unfolded = head.replacingOccurrences(of: "\n ", with: " ")
    return unfolded.split(separator: "\n").first { $0.hasPrefix("\(name): ") }.map {
        String($0.dropFirst(name.count + 2))
    }
}

/// A header's value with its RFC 2047 encoded words (`=?UTF-8?B?…?=`, as PetSpot writes non-ASCII)
/// decoded; the space between two encoded words is not part of the text (RFC 2047 §6.2).
func decodedMailHeader(_ message: String, _ name: String) -> String? {
    mailHeader(message, name).map { value in
        var text = "", previousEncoded = false
        for (index, word) in value.split(separator: " ").enumerated() {
            let encoded = word.hasPrefix("=?UTF-8?B?") && word.hasSuffix("?=")
            if index > 0 && !(encoded && previousEncoded) { text += " " }
            text +=
                encoded
                ? Data(base64Encoded: String(word.dropFirst(10).dropLast(2))).map {
                    String(decoding: $0, as: UTF8.self)
                } ?? String(word) : String(word)
            previousEncoded = encoded
        }
        return text
    }
}
