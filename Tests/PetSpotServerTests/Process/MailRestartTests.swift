import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import PetSpotProcessTesting
import SQLKit
import Testing
@testable import PetSpotServer
import PetSpotOutbox
import PetSpotStorage
import PetSpotStorageTesting

@Suite(
    "Mail survives the process: queued with the message or the listing, sent after a kill -9 and a restart, once",
    .enabled(if: SMTPSink.isAvailable, "needs PETSPOT_TEST_SMTP_PYTHON (a Python with aiosmtpd)"))
struct MailRestartTests {
    @Test(
        "Given a message answered 202 while the relay is down, when the process is killed with SIGKILL and started again with the relay back, then the owner's mail arrives exactly once"
    )
    func killedBeforeDelivery() async throws {
        try await withTemporaryDirectory { directory in
            let client = HTTPClient.shared
            let relay = try ClosedPort()
            let arguments = [
                "--smtp-url", "smtp://127.0.0.1:\(relay.number)", "--mail-from", "petspot@petspot.example",
            ]
            let first = try await ServerProcess.start(in: directory, arguments: arguments)
            let created = try await client.send(
                .POST, "\(first.baseURL)/api/v1/announcements", headers: ["content-type": "application/json"],
                body: try jsonBuffer(validMissingReport()))
            let id = try #require(
                (try JSONSerialization.jsonObject(with: Data(buffer: created.body)) as? [String: Any])?["id"] as? String
            )
            // The owner confirms the address through its link (the token the first mail carries, from the server's secret).
            let secret = try await DatabasePools.withPool(
                .sqlite(path: directory.appendingPathComponent("petspot.sqlite").path), maximumConnections: 1,
                logger: .init(label: "test")
            ) { pool in
                try await pool.withConnection {
                    try await AnnouncementQueries.secret(named: ServerSecret.mailUnsubscribe, on: $0)
                }
            }
            let token = MailLinkTokens(secret: secret).confirmation(report: id, address: "owner@example.com")
            #expect(try await client.send(.POST, "\(first.baseURL)/notifications/confirm?token=\(token)").status == 200)
            let sent = try await client.send(
                .POST, "\(first.baseURL)/api/v1/announcements/\(id)/messages",
                headers: ["content-type": "application/json"],
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
            #expect(
                received.count == 2 && received.allSatisfy { $0.to == ["owner@example.com"] },
                "first:\n\(first.log)\nsecond:\n\(second.log)")
            let messages = received.filter {
                mailPart($0.message, "text/plain")?.contains("Seen her by the river") == true
            }
            #expect(messages.count == 1)
            second.send(SIGTERM)
            _ = await second.waitForExit()
            #expect(try sink.received().count == 2, "each sent once, and marked sent")
        }
    }

    @Test(
        "Given a confirmed alert and a report listed in its circle while the relay is down, when the process is killed with SIGKILL and started again with the relay back, then the neighbour's alert mail arrives exactly once"
    )
    func killedWithAnAlertWaiting() async throws {
        try await withTemporaryDirectory { directory in
            let client = HTTPClient.shared
            let relay = try ClosedPort()
            let arguments = [
                "--smtp-url", "smtp://127.0.0.1:\(relay.number)", "--mail-from", "petspot@petspot.example",
            ]
            let first = try await ServerProcess.start(in: directory, arguments: arguments)
            let json: HTTPHeaders = ["content-type": "application/json"]
            let neighbour = "neighbour@example.com"
            let asked = try await client.send(
                .POST, "\(first.baseURL)/api/v1/alerts", headers: json,
                body: try jsonBuffer(["email": neighbour, "latitude": 50.0617, "longitude": 19.9373, "radiusKm": 5]))
            #expect(asked.status == 202)
            let database = DatabaseLocation.sqlite(path: directory.appendingPathComponent("petspot.sqlite").path)
            let secret = try await DatabasePools.withPool(database, maximumConnections: 1, logger: .init(label: "test"))
            { pool in
                try await pool.withConnection {
                    try await AnnouncementQueries.secret(named: ServerSecret.mailUnsubscribe, on: $0)
                }
            }
            let token = MailLinkTokens(secret: secret).alertConfirmation(MailAddresses.key(neighbour), issuedAt: Date())
            #expect(try await client.send(.POST, "\(first.baseURL)/alerts/confirm?token=\(token)").status == 200)

            // A report 1 km north of the alert's centre becomes listed when its photo arrives: that
            // transaction queues its fan-out; the round (woken at once) may or may not have noted the
            // delivery and
            // queued its mail before the kill. Either way the relay is down, so nothing has gone.
            let created = try await client.send(
                .POST, "\(first.baseURL)/api/v1/announcements", headers: json,
                body: try jsonBuffer(validMissingReport(["locationLatitude": 50.0617 + 1000.0 / 111_195])))
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(buffer: created.body)) as? [String: Any])
            let id = try #require(object["id"] as? String),
                password = try #require(object["managementPassword"] as? String)
            let photo = Multipart(parts: [
                .init(name: "photo", fileName: "p.png", contentType: "image/png", bytes: samplePNG)
            ])
            let authorization = "Basic " + Data("\(id):\(password)".utf8).base64EncodedString()
            let listed = try await client.send(
                .POST, "\(first.baseURL)/api/v1/announcements/\(id)/photos",
                headers: ["content-type": photo.contentType, "authorization": authorization], body: photo.body)
            #expect(listed.status == 201)
            first.send(SIGKILL)
            #expect(await first.waitForExit().reason == .uncaughtSignal)
            let waiting = try await DatabasePools.withPool(
                database, maximumConnections: 1, logger: .init(label: "test")
            ) { pool in
                try await pool.withConnection {
                    try await $0.raw(
                        """
                        SELECT (SELECT count(*) FROM alert_fanouts) + (SELECT count(*) FROM alert_deliveries) \
                        + (SELECT count(*) FROM outbox WHERE kind = 'alert' AND sent_at IS NULL) AS n
                        """
                    ).first(decodingColumn: "n", as: Int.self)
                }
            }
            #expect(
                waiting ?? 0 >= 1, "the alert outlived the process, as its fan-out to come, a delivery or a queued mail"
            )

            relay.release()
            let sink = try await SMTPSink.start(options: ["--port", "\(relay.number)"])
            defer { sink.stop() }
            let second = try await ServerProcess.start(in: directory, arguments: arguments)
            // Three mails: the owner's first, the alert's confirmation and the alert. A failed first
            // try waits out its back-off (30 s); the restarted process's round runs at its start.
            let received = try await sink.waitFor(3, within: .seconds(90))
            let alerts = received.filter {
                $0.to == [neighbour] && mailPart($0.message, "text/plain")?.contains("Burek") == true
            }
            #expect(alerts.count == 1, "first:\n\(first.log)\nsecond:\n\(second.log)")
            second.send(SIGTERM)
            _ = await second.waitForExit()
            #expect(try sink.received().count == 3, "each sent once, and marked sent")
        }
    }

    @Test(
        "Given a relay that never answers QUIT, when the process is stopped with SIGTERM after its mails went, then every mail is already marked sent: none goes twice after a restart"
    )
    func gracefulStopWithASilentRelay() async throws {
        try await withTemporaryDirectory { directory in
            let client = HTTPClient.shared
            let sink = try await SMTPSink.start(options: ["--silent-quit"])
            defer { sink.stop() }
            let arguments = ["--smtp-url", "smtp://127.0.0.1:\(sink.port)", "--mail-from", "petspot@petspot.example"]
            let server = try await ServerProcess.start(in: directory, arguments: arguments)
            let created = try await client.send(
                .POST, "\(server.baseURL)/api/v1/announcements", headers: ["content-type": "application/json"],
                body: try jsonBuffer(validMissingReport()))
            let id = try #require(
                (try JSONSerialization.jsonObject(with: Data(buffer: created.body)) as? [String: Any])?["id"] as? String
            )
            let database = DatabaseLocation.sqlite(path: directory.appendingPathComponent("petspot.sqlite").path)
            let secret = try await DatabasePools.withPool(database, logger: .init(label: "test")) { pool in
                try await pool.withConnection {
                    try await AnnouncementQueries.secret(named: ServerSecret.mailUnsubscribe, on: $0)
                }
            }
            _ = try await client.send(
                .POST,
                "\(server.baseURL)/notifications/confirm?token=\(MailLinkTokens(secret: secret).confirmation(report: id, address: "owner@example.com"))"
            )
            _ = try await client.send(
                .POST, "\(server.baseURL)/api/v1/announcements/\(id)/messages",
                headers: ["content-type": "application/json"],
                body: try jsonBuffer(["message": "Seen her by the river", "replyPhone": "600100200"]))
            // Both mails (the report's first and the message's) were taken, each followed by a QUIT the relay never answers.
            #expect(try await sink.waitForQuits(2) == 2, "\(server.log)")
            server.send(SIGTERM)
            #expect(await server.waitForExit().reason == .exit)
            let unsent = try await DatabasePools.withPool(database, logger: .init(label: "test")) { pool in
                try await pool.withConnection {
                    try await $0.raw("SELECT count(*) AS n FROM outbox WHERE sent_at IS NULL").first(
                        decodingColumn: "n", as: Int.self)
                }
            }
            #expect(unsent == 0, "every mail the relay took is marked sent")
            #expect(try sink.received().count == 2)
        }
    }
}
