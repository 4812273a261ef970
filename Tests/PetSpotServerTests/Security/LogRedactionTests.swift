import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Synchronization
import Testing
@testable import PetSpotServer

@Suite("Logs never hold contact details, passwords or credentials")
struct LogRedactionTests {
    @Test(
        "Given trace-level logging, when a report is created, uploaded, rejected and deleted, then no email, phone, password or Authorization value is logged"
    )
    func nothingSensitiveLogged() async throws {
        let capture = LogCapture()
        let logger = Logger(label: "petspot.test") { _ in capture }
        let secrets = try await withTestApp(logger: logger, { $0.logLevel = .trace }) { app in
            let created = try await app.client.create(
                validMissingReport(["email": "secret.owner@example.com", "phone": "+48 777 888 999"]))
            _ = try await app.client.uploadPhoto(samplePNG, to: created, fileName: "a.png", contentType: "image/png")
            _ = try await app.client.execute(
                uri: "/api/v1/announcements/\(created.id)", method: .delete,
                headers: basicAuthorization(created.id, "WRONG-PASSW"))
            _ = try await app.client.execute(
                uri: "/api/v1/announcements", method: .post, headers: jsonHeaders,
                body: try jsonBuffer(validMissingReport(["email": "bad-email-secret@", "phone": "+48 111 222 333"])))
            let authorization = basicAuthorization(created.id, created.password)[.authorization] ?? ""
            _ = try await app.client.execute(
                uri: "/api/v1/announcements/\(created.id)", method: .delete,
                headers: basicAuthorization(created.id, created.password))
            return [
                created.password, created.password.replacingOccurrences(of: "-", with: ""), "secret.owner",
                "777 888 999", "48777888999",
                "bad-email-secret", "111 222 333", "48111222333", String(authorization.dropFirst("Basic ".count)),
                "WRONG-PASSW", "operator-secret-token-of-32-characters",
            ]
        }
        let logged = capture.text
        #expect(logged.contains("Request"), "the capture saw the request log lines")
        for secret in secrets {
            #expect(!logged.contains(secret), "logged: \(secret)")
        }
    }
}

/// Collects every log line (message and metadata) as text.
final class LogCapture: LogHandler, Sendable {
    private let lines = Mutex<[String]>([])

    var text: String { lines.withLock { $0.joined(separator: "\n") } }

    var metadata: Logger.Metadata {
        get { [:] }
        set { _ = newValue }
    }

    var logLevel: Logger.Level {
        get { .trace }
        set { _ = newValue }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { nil }
        set { _ = newValue }
    }

    func log(event: LogEvent) {
        let line = "\(event.level) \(event.message) \(event.metadata ?? [:])"
        lines.withLock { $0.append(line) }
    }
}
