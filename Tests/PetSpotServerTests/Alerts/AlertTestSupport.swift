import Foundation
import HTTPTypes
import HummingbirdTesting
import PetSpotDomain
import SQLKit
@testable import PetSpotServer
import PetSpotAlerts
import PetSpotOutbox

/// The pieces of an alert test: asking for an alert, its links as the mail carries them, and the
/// alert mail round the server runs (here by hand, on the test's clock).
extension TestContext {
    static let subscriber = "neighbour@example.com"

    /// A body for `POST /api/v1/alerts` around Kraków's main square (where `validMissingReport` is).
    static func alertBody(_ changes: [String: Any?] = [:]) -> [String: Any] {
        var body: [String: Any] = ["email": subscriber, "latitude": 50.0617, "longitude": 19.9373, "radiusKm": 5]
        for (key, value) in changes { body[key] = value ?? nil }
        return body.filter { !($0.value is NSNull) }
    }

    func askForAlert(_ body: [String: Any] = TestContext.alertBody()) async throws -> TestResponse {
        try await client.execute(uri: "/api/v1/alerts", method: .post, headers: jsonHeaders, body: try jsonBuffer(body))
    }

    /// Asks for an alert and confirms it through its mail's link (a POST, as the page's button).
    func confirmedAlert(_ body: [String: Any] = TestContext.alertBody()) async throws {
        _ = try await askForAlert(body)
        let token = try await mailLinkTokens().alertConfirmation(
            MailAddresses.key(body["email"] as? String ?? Self.subscriber), issuedAt: clock.now)
        _ = try await client.execute(uri: "/alerts/confirm?token=\(token)", method: .post)
    }

    /// One round of the alert mail, as the server runs it when a listing reached alerts and every minute.
    @discardableResult
    func runAlertMail() async throws -> Int {
        let tokens = try await mailLinkTokens()
        return try await database.withPool { pool in
            let writer = AlertMailWriter(
                settings: configuration.mail, publicURL: configuration.linksURL, tokens: tokens)
            let notices = AlertNotices(
                pool: pool, writer: writer, clock: clock.serverClock, mailDoorbell: MailDoorbell())
            return try await PeriodicService.round { try await notices.run() }
        }
    }

    /// The alert mails queued, oldest first: recipient, subject, text, HTML and headers.
    func alertMails(kind: String = "alert") async throws -> [AlertMail] {
        try await database.withPool { pool in
            try await pool.withConnection {
                try await $0.raw(
                    "SELECT recipient, message FROM outbox WHERE kind = \(bind: kind) ORDER BY created_at, id"
                ).all()
            }
        }.map { row in
            let message = try row.decode(column: "message", as: String.self)
            return AlertMail(
                recipient: try row.decode(column: "recipient", as: String.self),
                subject: mailHeader(message, "Subject") ?? "",
                text: mailPart(message, "text/plain") ?? "", html: mailPart(message, "text/html") ?? "",
                message: message)
        }
    }
}

struct AlertMail: Sendable {
    let recipient: String
    let subject: String
    let text: String
    let html: String
    let message: String

    /// The link of `path` (`/alerts/confirm`, `/alerts/unsubscribe`, `/alerts/manage`) in the text, as a path and query.
    func link(_ path: String) -> String? {
        guard let regex = try? Regex("https://petspot\\.example(\(path)\\?token=[A-Za-z0-9%._~-]+)") else { return nil }
        return text.firstMatch(of: regex).flatMap { $0.output[1].substring.map(String.init) }
    }
}
