import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import PetSpotDomain
import PetSpotMail
import PetSpotProcessTesting
import Testing
@testable import PetSpotServer
import PetSpotCore
import PetSpotOutbox
import PetSpotReaching
import PetSpotStorage
import PetSpotStorageTesting

@Suite("Mail to owners: queued with what caused it, delivered once, stopped by its link")
struct MailNotificationTests {
    static func message(
        _ app: TestContext, _ id: String, _ body: [String: Any] = MessagesAPITests.hello
    ) async throws -> TestResponse {
        try await MessagesAPITests.post(app, id, body)
    }

    static func configure(_ directory: URL) -> (inout ServerConfiguration) -> Void {
        { configuration in
            configuration.publicURL = URL(string: "https://petspot.example")
            configuration.mail = MailSettings(from: "petspot@petspot.example", outboxDirectory: directory)
            configuration.mail.runsDelivery = false
            configuration.mail.timeZone = TimeZone(identifier: "Europe/Warsaw") ?? .gmt
        }
    }

    @Test(
        "Given a message with no relay configured, then one .eml is written for the owner: the report named and linked, how to answer, Reply-To, and a one-click stop link",
        arguments: TestDatabase.engines)
    func messageAsEML(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { outboxDirectory in
            try await withTestApp(engine: engine, Self.configure(outboxDirectory)) { app in
                try await app.confirmAddress()
                let created = try await app.client.createListed(validMissingReport())
                try await app.confirmReports()
                #expect(try await Self.message(app, created.id).status == .accepted)
                try await app.database.withPool { (pool: any SQLConnectionPool) async throws in
                    let kit = MailTestKit(app, pool: pool)
                    await kit.delivery(EMLDirectoryTransport(directory: outboxDirectory)).deliverDue()
                    #expect(try await kit.rows().map(\.sent) == [true])
                }
                let files = try FileManager.default.contentsOfDirectory(atPath: outboxDirectory.path).filter {
                    $0.hasSuffix(".eml")
                }
                let mail = try String(
                    contentsOf: outboxDirectory.appendingPathComponent(try #require(files.first)), encoding: .utf8)
                #expect(files.count == 1)
                #expect(
                    mailHeader(mail, "To") == "owner@example.com"
                        && mailHeader(mail, "Reply-To") == "neighbour@example.com")
                #expect(mailHeader(mail, "Subject") == "New message about Burek")
                #expect(mailHeader(mail, "List-Unsubscribe-Post") == "List-Unsubscribe=One-Click")
                let stop = try #require(mailHeader(mail, "List-Unsubscribe"))
                #expect(stop.hasPrefix("<https://petspot.example/notifications/unsubscribe?token=\(created.id)."))
                let text = try #require(mailPart(mail, "text/plain"))
                #expect(
                    text.contains("> I think I saw her by the river this morning.")
                        && text.contains("Answer them: neighbour@example.com"))
                #expect(
                    try #require(mailPart(mail, "text/html")).contains(
                        #"Answer them: <a href="mailto:neighbour@example.com">neighbour@example.com</a>"#),
                    "the way to answer is a link")
                #expect(
                    text.contains("https://petspot.example/reports/\(created.id)")
                        && text.contains(Copy.Mail.scamWarning))
                #expect(try #require(mailPart(mail, "text/html")).contains("<blockquote"))
            }
        }
    }

    @Test(
        "Given a sighting, then its mail goes through a real relay with the time, the note, a map link and the witness's contact",
        .enabled(if: SMTPSink.isAvailable), arguments: TestDatabase.engines)
    func sightingThroughRelay(_ engine: DatabaseEngine) async throws {
        let sink = try await SMTPSink.start()
        defer { sink.stop() }
        try await withTemporaryDirectory { outboxDirectory in
            try await withTestApp(engine: engine, Self.configure(outboxDirectory)) { app in
                try await app.confirmAddress()
                let created = try await app.client.createListed(validMissingReport())
                try await app.confirmReports()
                #expect(
                    try await SightingsAPITests.post(app, created.id, SightingsAPITests.sighting()).status == .created)
                try await app.database.withPool { (pool: any SQLConnectionPool) async throws in
                    let relay = SMTPRelay(host: "127.0.0.1", port: sink.port)
                    await MailTestKit(app, pool: pool).delivery(SMTPTransport(client: SMTPClient(relay: relay)))
                        .deliverDue()
                }
                let received = try sink.received()
                #expect(
                    received.count == 1 && received.first?.to == ["owner@example.com"]
                        && received.first?.from == "petspot@petspot.example")
                let text = try #require(received.first.flatMap { mailPart($0.message, "text/plain") })
                // In the server's zone, named in words: 09:30 UTC is 10:30 in Kraków.
                #expect(
                    text.contains("Someone saw Burek on 22/11/2026 10:30 (Central European Time).")
                        && text.contains("> Running towards the park, red collar."))
                #expect(
                    text.contains("https://www.openstreetmap.org/?mlat=50.0621&mlon=19.9402#map=17/50.0621/19.9402"))
                #expect(text.contains("near Kraków"), "issue 50: where, in words")
                #expect(text.contains("+48600700800"))
                let html = try #require(received.first.flatMap { mailPart($0.message, "text/html") })
                #expect(
                    html.contains(#"<a href="tel:+48600700800">+48600700800</a>"#), "the witness's number is a link")
            }
        }
    }

    @Test(
        "Given the relay down, then the mail waits with its attempt counted; once the relay is back and the back-off passed, it arrives exactly once",
        .enabled(if: SMTPSink.isAvailable))
    func relayDownThenBack() async throws {
        let closed = try ClosedPort()
        try await withTemporaryDirectory { outboxDirectory in
            try await withTestApp(Self.configure(outboxDirectory)) { app in
                try await app.confirmAddress()
                let created = try await app.client.createListed(validMissingReport())
                try await app.confirmReports()
                _ = try await Self.message(app, created.id)
                try await app.database.withPool { (pool: any SQLConnectionPool) async throws in
                    let kit = MailTestKit(app, pool: pool)
                    let delivery = kit.delivery(
                        SMTPTransport(client: SMTPClient(relay: SMTPRelay(host: "127.0.0.1", port: closed.number))))
                    #expect(await delivery.deliverDue() == 0)
                    let waiting = try await kit.rows()
                    #expect(waiting.map(\.attempts) == [1] && waiting.first?.sent == false)

                    closed.release()
                    let sink = try await SMTPSink.start(options: ["--port", "\(closed.number)"])
                    defer { sink.stop() }
                    #expect(await delivery.deliverDue() == 0, "not before its back-off")
                    app.clock.advance(by: MailDeliveryService.backOff(afterAttempts: 1))
                    #expect(await delivery.deliverDue() == 1)
                    #expect(await delivery.deliverDue() == 0)
                    let sent = try await kit.rows()
                    #expect(try sink.received().count == 1 && sent.first?.sent == true)
                }
            }
        }
    }

    @Test(
        "Given a relay that takes the mail (250) and never answers QUIT, then the mail is marked sent before the QUIT; stopped as a graceful shutdown stops it, the delivery sends it no more",
        .enabled(if: SMTPSink.isAvailable), arguments: TestDatabase.engines)
    func markedSentAtTheRelays250(_ engine: DatabaseEngine) async throws {
        let sink = try await SMTPSink.start(options: ["--silent-quit"])
        defer { sink.stop() }
        try await withTemporaryDirectory { outboxDirectory in
            try await withTestApp(engine: engine, Self.configure(outboxDirectory)) { app in
                try await app.confirmAddress()
                let created = try await app.client.createListed(validMissingReport())
                try await app.confirmReports()
                _ = try await Self.message(app, created.id)
                try await app.database.withPool { (pool: any SQLConnectionPool) async throws in
                    let kit = MailTestKit(app, pool: pool)
                    // The relay never answers QUIT; nothing here may wait for it.
                    let relay = SMTPRelay(host: "127.0.0.1", port: sink.port, timeout: .seconds(600))
                    let delivery = kit.delivery(SMTPTransport(client: SMTPClient(relay: relay)))
                    let running = Task { await delivery.deliverDue() }
                    #expect(try await sink.waitForQuits(1) == 1, "the client said QUIT")
                    // Marked before the goodbye, while the relay still owes its answer.
                    #expect(try await kit.rows().map(\.sent) == [true])
                    running.cancel()
                    _ = await running.value
                    #expect(try await kit.rows().map(\.sent) == [true])
                    #expect(await delivery.deliverDue() == 0)
                }
                #expect(try sink.received().count == 1)
            }
        }
    }

    @Test(
        "Given sightings in quick succession, then the first is mailed at once and the rest wait for one mail an hour later listing them, latest first; none is mailed twice",
        arguments: TestDatabase.engines)
    func sightingsAreMailedInBatches(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { outboxDirectory in
            try await withTestApp(engine: engine, Self.configure(outboxDirectory)) { app in
                try await app.confirmAddress()
                let created = try await app.client.createListed(validMissingReport())
                try await app.confirmReports()
                let times = ["2026-11-22T09:30:00Z", "2026-11-22T10:15:00Z", "2026-11-22T11:00:00Z"]
                for (index, seenAt) in times.enumerated() {
                    app.clock.advance(by: 60)
                    let sighting = SightingsAPITests.sighting(["seenAt": seenAt, "note": "Sighting \(index + 1)"])
                    #expect(try await SightingsAPITests.post(app, created.id, sighting).status == .created)
                }
                try await app.database.withStorage { (storage: Storage) async throws in
                    let notices = SightingNotices(
                        pool: storage.pool, announcements: storage.announcements,
                        mail: OwnerNotifications(
                            settings: app.configuration.mail, publicURL: app.configuration.linksURL, pool: storage.pool,
                            secret: "s"
                        ).writer,
                        clock: app.clock.serverClock, doorbell: MailDoorbell())
                    var mails = try await QueuedMail.all(app).filter { $0.kind == "sighting" }
                    #expect(mails.count == 1 && mails.first?.text.contains("Sighting 1") == true, "the first at once")
                    #expect(
                        try await PeriodicService.round { try await notices.run() } == 0, "the rest wait for the hour")
                    app.clock.advance(by: SightingMail.quiet)
                    #expect(try await PeriodicService.round { try await notices.run() } == 1)
                    #expect(try await PeriodicService.round { try await notices.run() } == 0)
                    mails = try await QueuedMail.all(app).filter { $0.kind == "sighting" }
                    let batch = try #require(mails.last)
                    #expect(mails.count == 2 && batch.subject == "2 new sightings of Burek")
                    let third = try #require(batch.text.range(of: "Sighting 3")),
                        second = try #require(batch.text.range(of: "Sighting 2"))
                    #expect(
                        third.lowerBound < second.lowerBound && !batch.text.contains("Sighting 1"),
                        "latest first, each once")
                }
            }
        }
    }

    @Test(
        "Given two processes' deliveries on one database, then each of many mails is sent once",
        arguments: TestDatabase.engines)
    func oneSenderPerMail(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { outboxDirectory in
            try await withTestApp(
                engine: engine,
                { configuration in
                    Self.configure(outboxDirectory)(&configuration)
                    configuration.reachingLimits = ReachingLimits(
                        sightingsPerClient: AdditionLimit(maximum: 100, window: 3600),
                        messagesPerClient: AdditionLimit(maximum: 100, window: 3600),
                        messagesPerReport: AdditionLimit(maximum: 100, window: 86_400))
                }
            ) { app in
                try await app.confirmAddress()
                let created = try await app.client.createListed(validMissingReport())
                try await app.confirmReports()
                for index in 0..<12 {
                    _ = try await Self.message(
                        app, created.id, ["message": "Message \(index)", "replyPhone": "600100200"])
                }
                let counting = CountingTransport()
                try await app.database.withPool { (pool: any SQLConnectionPool) async throws in
                    let kit = MailTestKit(app, pool: pool)
                    async let first = kit.delivery(counting).deliverDue()
                    async let second = kit.delivery(counting).deliverDue()
                    let total = await first + second
                    #expect(total == 12)
                    #expect(try await kit.rows().allSatisfy(\.sent))
                }
                #expect(counting.ids.count == 12 && Set(counting.ids).count == 12)
            }
        }
    }

    @Test(
        "Given the stop link, then a GET only asks, a one-click POST stops the report's mail and drops what was queued, and new messages queue none",
        arguments: TestDatabase.engines)
    func unsubscribe(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { outboxDirectory in
            try await withTestApp(engine: engine, Self.configure(outboxDirectory)) { app in
                try await app.confirmAddress()
                let created = try await app.client.createListed(validMissingReport())
                try await app.confirmReports()
                _ = try await Self.message(app, created.id)
                try await app.database.withPool { (pool: any SQLConnectionPool) async throws in
                    let kit = MailTestKit(app, pool: pool)
                    let token = try await app.mailLinkTokens().unsubscribe(created.id)
                    let path = "/notifications/unsubscribe?token=\(token)"
                    let page = try await app.client.execute(uri: path, method: .get)
                    #expect(page.status == .ok && page.bodyString.contains("<form method=\"post\""))
                    // It names the pet, in the site's look.
                    #expect(page.bodyString.contains("<h1 class=\"page-title\">Stop mail about Burek?</h1>"))
                    #expect(page.bodyString.contains("<link rel=\"stylesheet\" href=\"/assets/petspot.css\">"))
                    #expect(
                        page.headers[SecurityHeadersMiddleware.contentSecurityPolicy]?.contains("style-src 'self'")
                            == true)
                    #expect(try await kit.rows().map(\.failed) == [false], "a GET changes nothing")
                    #expect(
                        try await app.client.execute(
                            uri: "/notifications/unsubscribe?token=\(created.id).forged", method: .post
                        ).status == .badRequest)

                    let stopped = try await app.client.execute(
                        uri: path, method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
                        body: ByteBuffer(string: "List-Unsubscribe=One-Click"))
                    #expect(stopped.status == .ok && stopped.bodyString.contains(Copy.Mail.unsubscribedTitle("Burek")))
                    #expect(try await kit.rows().map(\.failed) == [true], "what was queued is dropped")
                    _ = try await Self.message(app, created.id)
                    #expect(try await kit.rows().count == 1, "no new mail for a stopped report")
                    #expect(
                        try await app.client.execute(uri: path, method: .post).status == .ok,
                        "repeating it changes nothing")
                }
            }
        }
    }

    @Test(
        "Given a report 7 days from expiring, then one reminder is queued per expiry: not again, and again after a renewal",
        arguments: TestDatabase.engines)
    func reminders(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { outboxDirectory in
            try await withTestApp(engine: engine, Self.configure(outboxDirectory)) { app in
                try await app.confirmAddress()
                let created = try await app.client.createListed(validMissingReport())
                _ = try await app.client.createListed(validMissingReport(["email": nil, "phone": "600100200"]))
                _ = try await app.client.create(validMissingReport())  // never listed: no photo
                try await app.confirmReports()
                try await app.database.withStorage { (storage: Storage) async throws in
                    let kit = MailTestKit(app, pool: storage.pool)
                    let reminders = ExpiryReminders(
                        store: storage.announcements, outbox: kit.outbox,
                        mail: OwnerNotifications(
                            settings: app.configuration.mail, publicURL: app.configuration.linksURL, pool: storage.pool,
                            secret: "s"
                        ).writer,
                        clock: app.clock.serverClock, doorbell: MailDoorbell(), logger: .init(label: "test"))
                    try await PeriodicService.round { try await reminders.run() }
                    #expect(try await kit.rows().isEmpty, "90 days away")
                    app.clock.advance(by: 83 * 86_400 + 1)
                    try await PeriodicService.round { try await reminders.run() }
                    try await PeriodicService.round { try await reminders.run() }
                    #expect(
                        try await kit.rows().map(\.kind) == ["reminder"],
                        "once, and not for the report without an email, nor the one never listed")
                    _ = try await app.client.execute(
                        uri: "/api/v1/announcements/\(created.id)/renewal", method: .post,
                        headers: basicAuthorization(created.id, created.password))
                    app.clock.advance(by: 84 * 86_400)
                    try await PeriodicService.round { try await reminders.run() }
                    #expect(try await kit.rows().map(\.kind) == ["reminder", "reminder"])
                }
            }
        }
    }
}

/// A transport that records what it was given.
final class CountingTransport: MailTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var delivered: [String] = []
    var ids: [String] { lock.withLock { delivered } }

    func deliver(
        _ mail: OutboxStore.Claimed, accepted: @escaping @Sendable () async -> Void
    ) async throws(MailDeliveryFailure) {
        lock.withLock { delivered.append(mail.id) }
        await accepted()
    }
}
