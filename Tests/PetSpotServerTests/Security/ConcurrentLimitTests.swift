import Foundation
import HTTPTypes
import HummingbirdTesting
import SQLKit
import Testing
@testable import PetSpotServer
import PetSpotReaching
import PetSpotStorage
import PetSpotStorageTesting

@Suite("Limits that protect owners' inboxes and pages hold exactly when requests arrive at once")
struct ConcurrentLimitTests {
    /// Sends `count` requests at once; returns each one's status.
    static func atOnce(
        _ count: Int, _ send: @escaping @Sendable (Int) async throws -> TestResponse
    ) async throws -> [HTTPResponse.Status] {
        try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
            for index in 0..<count { group.addTask { try await send(index).status } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
    }

    @Test(
        "Given 30 messages sent at once by one client, then exactly 5 are accepted and the rest refused with 429",
        arguments: TestDatabase.engines)
    func messagesAtOnce(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            let created = try await app.client.createListed(validMissingReport())
            let statuses = try await Self.atOnce(30) { index in
                try await MessagesAPITests.post(
                    app, created.id, ["message": "Seen her, try \(index)", "replyPhone": "600100200"])
            }
            #expect(statuses.filter { $0 == .accepted }.count == 5)
            #expect(statuses.filter { $0 == .tooManyRequests }.count == 25)
        }
    }

    @Test("Given 40 sightings sent at once by one client, then exactly 10 are added", arguments: TestDatabase.engines)
    func sightingsAtOnce(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            let created = try await app.client.createListed(validMissingReport())
            let statuses = try await Self.atOnce(40) { _ in
                try await SightingsAPITests.post(app, created.id, SightingsAPITests.sighting())
            }
            #expect(statuses.filter { $0 == .created }.count == 10)
            #expect(statuses.filter { $0 == .tooManyRequests }.count == 30)
            let (_, listed) = try await app.client.getJSON("/api/v1/announcements/\(created.id)/sightings")
            #expect((listed["data"] as? [Any])?.count == 10)
        }
    }

    @Test(
        "Given 60 sightings at once from 60 clients, each within its own limit, then the report takes 50 in a day and refuses the rest with 429",
        arguments: TestDatabase.engines)
    func sightingsPerReport(_ engine: DatabaseEngine) async throws {
        try await withTestApp(
            engine: engine, testing: .live, { $0.trustedProxies = try! TrustedProxies(parsing: "127.0.0.1, ::1") }
        ) { app in
            let created = try await app.client.createListed(validMissingReport())
            let statuses = try await Self.atOnce(60) { index in
                var headers = jsonHeaders
                headers[.xForwardedFor] = "198.51.100.\(index + 1)"
                return try await app.client.execute(
                    uri: "/api/v1/announcements/\(created.id)/sightings", method: .post, headers: headers,
                    body: try jsonBuffer(SightingsAPITests.sighting()))
            }
            #expect(statuses.filter { $0 == .created }.count == 50)
            #expect(statuses.filter { $0 == .tooManyRequests }.count == 10)
            // A day later the report takes sightings again.
            app.clock.advance(by: 24 * 60 * 60 + 1)
            var headers = jsonHeaders
            headers[.xForwardedFor] = "198.51.100.200"
            let later = try await app.client.execute(
                uri: "/api/v1/announcements/\(created.id)/sightings", method: .post, headers: headers,
                body: try jsonBuffer(SightingsAPITests.sighting(["seenAt": "2026-11-23T09:30:00Z"])))
            #expect(later.status == .created)
        }
    }

    @Test(
        "Given messages and sightings racing the report's deletion, then each is answered 202/201 or 404, never 500, and no row outlives the report",
        arguments: TestDatabase.engines)
    func additionsRacingADelete(_ engine: DatabaseEngine) async throws {
        try await withTestApp(
            engine: engine,
            {
                $0.reachingLimits = ReachingLimits(
                    sightingsPerClient: AdditionLimit(maximum: 1000, window: 3600),
                    messagesPerClient: AdditionLimit(maximum: 1000, window: 3600),
                    messagesPerReport: AdditionLimit(maximum: 1000, window: 86_400))
            }
        ) { app in
            for _ in 0..<10 {
                let created = try await app.client.createListed(validMissingReport())
                let statuses = try await Self.atOnce(9) { index in
                    switch index {
                    case 4:
                        try await app.client.execute(
                            uri: "/api/v1/announcements/\(created.id)", method: .delete,
                            headers: basicAuthorization(created.id, created.password))
                    case let index where index % 2 == 0:
                        try await MessagesAPITests.post(
                            app, created.id, ["message": "Seen her", "replyEmail": "witness@example.com"])
                    default:
                        try await SightingsAPITests.post(
                            app, created.id, SightingsAPITests.sighting(["email": "witness@example.com"]))
                    }
                }
                #expect(
                    statuses.allSatisfy { [.accepted, .created, .noContent, .notFound].contains($0) }, "\(statuses)")
            }
            let orphans = try await app.database.withPool { pool in
                try await pool.withConnection { database in
                    try await database.raw(
                        """
                        SELECT (SELECT count(*) FROM messages WHERE announcement_id NOT IN (SELECT id FROM announcements)) \
                        + (SELECT count(*) FROM sightings WHERE announcement_id NOT IN (SELECT id FROM announcements)) AS orphans
                        """
                    ).first(decodingColumn: "orphans", as: Int.self)
                }
            }
            #expect(orphans == 0)
        }
    }
}
