import AsyncHTTPClient
import Foundation
import NIOCore
import PetSpotProcessTesting
import SQLKit
import Testing
@testable import PetSpotServer
import PetSpotCore

@Suite("Mail survives the process: queued with the message, sent after a kill -9 and a restart, once",
       .enabled(if: SMTPSink.isAvailable, "needs PETSPOT_TEST_SMTP_PYTHON (a Python with aiosmtpd)"))
struct MailRestartTests {
    @Test("Given a message answered 202 while the relay is down, when the process is killed with SIGKILL and started again with the relay back, then the owner's mail arrives exactly once")
    func killedBeforeDelivery() async throws {
        try await withTemporaryDirectory { directory in
            let client = HTTPClient.shared
            let relay = try ClosedPort()
            let arguments = ["--smtp-url", "smtp://127.0.0.1:\(relay.number)", "--mail-from", "petspot@petspot.example"]
            let first = try await ServerProcess.start(in: directory, arguments: arguments)
            let created = try await client.send(.POST, "\(first.baseURL)/api/v1/announcements", headers: ["content-type": "application/json"],
                                                body: try jsonBuffer(validMissingReport()))
            let id = try #require((try JSONSerialization.jsonObject(with: Data(buffer: created.body)) as? [String: Any])?["id"] as? String)
            // The owner confirms the address through its link (the token the first mail carries, from the server's secret).
            let secret = try await DatabasePools.withPool(.sqlite(path: directory.appendingPathComponent("petspot.sqlite").path), maximumConnections: 1,
                                                          logger: .init(label: "test")) { pool in
                try await pool.withConnection { try await AnnouncementQueries.secret(named: ServerSecret.mailUnsubscribe, on: $0) }
            }
            let token = MailLinkTokens(secret: secret).confirmation("owner@example.com")
            #expect(try await client.send(.POST, "\(first.baseURL)/notifications/confirm?token=\(token)").status == 200)
            let sent = try await client.send(.POST, "\(first.baseURL)/api/v1/announcements/\(id)/messages", headers: ["content-type": "application/json"],
                                             body: try jsonBuffer(["message": "Seen her by the river", "replyPhone": "600100200"]))
            #expect(sent.status == 202)
            first.send(SIGKILL)
            #expect(await first.waitForExit().reason == .uncaughtSignal)

            relay.release()
            let sink = try await SMTPSink.start(options: ["--port", "\(relay.number)"])
            defer { sink.stop() }
            let second = try await ServerProcess.start(in: directory, arguments: arguments)
            // A failed first try waits out its back-off (30 s); the restarted process polls every 10 s.
            // Two mails: the report's first (with the confirmation link) and the message's.
            let received = try await sink.waitFor(2, within: .seconds(90))
            #expect(received.count == 2 && received.allSatisfy { $0.to == ["owner@example.com"] }, "first:\n\(first.log)\nsecond:\n\(second.log)")
            let messages = received.filter { mailPart($0.message, "text/plain")?.contains("Seen her by the river") == true }
            #expect(messages.count == 1)
            second.send(SIGTERM)
            _ = await second.waitForExit()
            #expect(try sink.received().count == 2, "each sent once, and marked sent")
        }
    }

    @Test("Given a relay that never answers QUIT, when the process is stopped with SIGTERM after its mails went, then every mail is already marked sent: none goes twice after a restart")
    func gracefulStopWithASilentRelay() async throws {
        try await withTemporaryDirectory { directory in
            let client = HTTPClient.shared
            let sink = try await SMTPSink.start(options: ["--silent-quit"])
            defer { sink.stop() }
            let arguments = ["--smtp-url", "smtp://127.0.0.1:\(sink.port)", "--mail-from", "petspot@petspot.example"]
            let server = try await ServerProcess.start(in: directory, arguments: arguments)
            let created = try await client.send(.POST, "\(server.baseURL)/api/v1/announcements", headers: ["content-type": "application/json"],
                                                body: try jsonBuffer(validMissingReport()))
            let id = try #require((try JSONSerialization.jsonObject(with: Data(buffer: created.body)) as? [String: Any])?["id"] as? String)
            let database = DatabaseLocation.sqlite(path: directory.appendingPathComponent("petspot.sqlite").path)
            let secret = try await DatabasePools.withPool(database, logger: .init(label: "test")) { pool in
                try await pool.withConnection { try await AnnouncementQueries.secret(named: ServerSecret.mailUnsubscribe, on: $0) }
            }
            _ = try await client.send(.POST, "\(server.baseURL)/notifications/confirm?token=\(MailLinkTokens(secret: secret).confirmation("owner@example.com"))")
            _ = try await client.send(.POST, "\(server.baseURL)/api/v1/announcements/\(id)/messages", headers: ["content-type": "application/json"],
                                      body: try jsonBuffer(["message": "Seen her by the river", "replyPhone": "600100200"]))
            // Both mails (the report's first and the message's) were taken, each followed by a QUIT the relay never answers.
            #expect(try await sink.waitForQuits(2) == 2, "\(server.log)")
            server.send(SIGTERM)
            #expect(await server.waitForExit().reason == .exit)
            let unsent = try await DatabasePools.withPool(database, logger: .init(label: "test")) { pool in
                try await pool.withConnection { try await $0.raw("SELECT count(*) AS n FROM outbox WHERE sent_at IS NULL").first(decodingColumn: "n", as: Int.self) }
            }
            #expect(unsent == 0, "every mail the relay took is marked sent")
            #expect(try sink.received().count == 2)
        }
    }
}
