import Foundation
import HTTPTypes
import HummingbirdTesting
import PetSpotDomain
import PetSpotMatching
import Testing
@testable import PetSpotServer
import PetSpotCore
import PetSpotMatchStore
import PetSpotOutbox
import PetSpotReaching
import PetSpotStorage
import PetSpotStorageTesting

@Suite("Possible matches by mail: the owners of reports that newly match are told, at most once an hour per report")
struct MatchMailTests {
    /// A look once the changes before it have settled.
    func run(_ notices: MatchNotices, _ app: TestContext) async throws -> Int {
        app.clock.advance(by: MatchNotices.settle + 1)
        return try await PeriodicService.round { try await notices.run() }
    }

    /// The look a test runs by hand, over `storage`, mailing as the server does.
    func notices(_ app: TestContext, _ storage: Storage) async throws -> MatchNotices {
        let notices = MatchNotices(
            matches: MatchService(store: storage.announcements, engine: MatchEngine(), clock: app.clock.serverClock),
            store: MatchNoticeStore(pool: storage.pool), announcements: storage.announcements,
            mail: OwnerNotifications(
                settings: app.configuration.mail, publicURL: app.configuration.linksURL, pool: storage.pool, secret: "s"
            ).writer,
            clock: app.clock.serverClock, doorbell: MailDoorbell())
        // The test's clock is behind the machine's, where migration 16 started the look.
        try await MatchNoticeStore.advance(to: .init(updatedAt: 0, id: ""), on: storage.pool)
        return notices
    }

    @Test(
        "Given a found dog published near a missing one, then its owner gets one mail listing it; a second an hour later, never the same match twice, none for a mere 'possible'",
        arguments: TestDatabase.engines)
    func newMatchesAreMailed(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { outboxDirectory in
            try await withTestApp(engine: engine, MailNotificationTests.configure(outboxDirectory)) { app in
                try await app.database.withStorage { (storage: Storage) async throws in
                    let kit = MailTestKit(app, pool: storage.pool)
                    let notices = try await notices(app, storage)

                    try await app.confirmAddress()
                    let lost = try await app.client.createListed(validMissingReport())
                    try await app.confirmReports()
                    #expect(try await run(notices, app) == 0, "nothing matches yet")
                    // Published without its photo, a report is no match yet; with it, it is.
                    let found = try await app.client.create(MatchesAPITests.foundDog())
                    #expect(try await run(notices, app) == 0)
                    _ = try await app.client.uploadPhoto(
                        samplePNG, to: found, fileName: "p.png", contentType: "image/png")
                    // A weak one (far, another breed) is no news.
                    try await app.client.createListed(
                        MatchesAPITests.foundDog(north: 9000, sex: "UNKNOWN", ["breed": "Pug", "description": "white"]))
                    #expect(try await run(notices, app) == 1)
                    #expect(try await kit.rows().map(\.kind) == ["matches"])
                    let message = try await storage.pool.withConnection {
                        try await $0.raw("SELECT message, recipient FROM outbox").first()
                    }
                    #expect(try message?.decode(column: "recipient", as: String.self) == "owner@example.com")
                    let body = try #require(try message?.decode(column: "message", as: String.self))
                    let text = try #require(mailPart(body, "text/plain"))
                    #expect(
                        text.contains("https://petspot.example/reports/\(found.id)")
                            && text.contains("Found 300 m from where it went missing"))
                    #expect(text.contains("Very likely") || text.contains("Likely"))

                    // Edited, the same match is not told again; a new one within the hour waits.
                    #expect(
                        try await app.client.patch(found, ["description": "Friendly beagle, red collar, white paws"])
                            .status == .ok)
                    let second = try await app.client.createListed(MatchesAPITests.foundDog(north: 500))
                    #expect(try await run(notices, app) == 0)
                    app.clock.advance(by: 3601)
                    #expect(try await run(notices, app) == 1)
                    #expect(try await run(notices, app) == 0)
                    #expect(try await kit.rows().map(\.kind) == ["matches", "matches"])
                    let last = try await storage.pool.withConnection {
                        try await $0.raw("SELECT message FROM outbox ORDER BY created_at DESC").first()
                    }
                    let lastBody = try #require(try last?.decode(column: "message", as: String.self))
                    let lastText = try #require(mailPart(lastBody, "text/plain"))
                    #expect(lastText.contains("/reports/\(second.id)") && !lastText.contains("/reports/\(found.id)"))
                    // The found dogs' finders gave no email: only the owner is written to.
                    _ = lost
                }
            }
        }
    }

    @Test(
        "Given a missing dog reported in Polish, when a found dog matches it, then the mail its owner gets is Polish throughout: how sure and why too, not only the sentences around them",
        arguments: TestDatabase.engines)
    func matchesMailedInTheReportsLanguage(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { outboxDirectory in
            try await withTestApp(engine: engine, MailNotificationTests.configure(outboxDirectory)) { app in
                try await app.database.withStorage { (storage: Storage) async throws in
                    let notices = try await notices(app, storage)
                    try await app.confirmAddress()
                    try await app.client.createListed(validMissingReport(), language: "pl")
                    try await app.confirmReports()
                    let found = try await app.client.createListed(MatchesAPITests.foundDog())
                    // The look runs in the server's background, in no visitor's language.
                    #expect(try await run(notices, app) == 1)
                    let message = try await storage.pool.withConnection {
                        try await $0.raw("SELECT message FROM outbox").first()
                    }
                    let body = try #require(try message?.decode(column: "message", as: String.self))
                    let text = try #require(mailPart(body, "text/plain"))
                    #expect(mailHeader(body, "Content-Language") == "pl")
                    #expect(text.contains("Nowe zgłoszenia w PetSpot") && text.contains("/reports/\(found.id)"))
                    #expect(
                        text.contains("Znalezione 300 m od miejsca zaginięcia") && text.contains("prawdopodobne"),
                        "\(text)")
                    #expect(!text.contains("Found 300 m") && !text.contains("Likely"), "\(text)")
                }
            }
        }
    }
}
