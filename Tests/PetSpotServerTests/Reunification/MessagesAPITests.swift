import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import PetSpotDomain
import Testing
@testable import PetSpotServer
import PetSpotStorage
import PetSpotStorageTesting

@Suite("Messages to the owner: anyone writes, with a way to answer; only the owner reads them")
struct MessagesAPITests {
    static func post(_ app: TestContext, _ id: String, _ body: [String: Any]) async throws -> TestResponse {
        try await app.client.execute(
            uri: "/api/v1/announcements/\(id)/messages", method: .post, headers: jsonHeaders, body: try jsonBuffer(body)
        )
    }

    static var hello: [String: Any] {
        ["message": "I think I saw her by the river this morning.", "replyEmail": "neighbour@example.com"]
    }

    @Test(
        "Given a message, then 202 with its id; the owner reads every one, newest first, and nobody else does",
        arguments: TestDatabase.engines)
    func ownerReads(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            let created = try await app.client.createListed(validMissingReport())
            let accepted = try await Self.post(app, created.id, Self.hello)
            #expect(accepted.status == .accepted)
            let id = try #require(try accepted.jsonObject()["id"] as? String)
            app.clock.advance(by: 60)
            _ = try await Self.post(
                app, created.id, ["message": "  Still there at noon.  ", "replyPhone": "600 100 200"])

            let path = "/api/v1/announcements/\(created.id)/messages"
            #expect(try await app.client.execute(uri: path, method: .get).status == .unauthorized)
            #expect(
                try await app.client.execute(
                    uri: path, method: .get, headers: basicAuthorization(created.id, "WRONG-PASSW")
                ).status == .forbidden)
            let owner = try await app.client.execute(
                uri: path, method: .get, headers: basicAuthorization(created.id, created.password))
            #expect(owner.status == .ok && owner.headers[.cacheControl] == "no-store")
            let messages = try #require(try owner.jsonObject()["data"] as? [[String: Any]])
            #expect(
                messages.map { $0["message"] as? String } == [
                    "Still there at noon.", "I think I saw her by the river this morning.",
                ])
            #expect(
                messages.last?["id"] as? String == id
                    && messages.last?["replyEmail"] as? String == "neighbour@example.com")
            #expect(messages.first?["replyPhone"] as? String == "600100200" && messages.first?["replyEmail"] is NSNull)
            #expect(messages.first?["createdAt"] as? String == "2026-11-22T12:01:00.000Z")
        }
    }

    @Test(
        "Given no way to answer, an empty or too long message, or a bad email, then 400 names each; an unknown report 404",
        arguments: TestDatabase.engines)
    func refusesBadBodies(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            let created = try await app.client.createListed(validMissingReport())
            let noContact = try await Self.post(app, created.id, ["message": "Seen her!"])
            #expect(noContact.status == .badRequest)
            let body = try noContact.errorBody()
            #expect(body["code"] as? String == "MISSING_CONTACT" && body["field"] as? String == "contact")
            #expect(body["message"] as? String == Copy.Validation.missingReplyContact)

            let many = try await Self.post(app, created.id, ["message": " ", "replyEmail": "nope"])
            let fields = (try many.errorBody()["details"] as? [[String: Any]])?.compactMap { $0["field"] as? String }
            #expect(fields == ["message", "replyEmail"])
            let long = try await Self.post(
                app, created.id, ["message": String(repeating: "a", count: 1001), "replyPhone": "600100200"])
            #expect((try long.errorBody()["field"] as? String) == "message")
            #expect(try await Self.post(app, UUID().uuidString.lowercased(), Self.hello).status == .notFound)
        }
    }

    @Test(
        "Given 5 messages from one client in an hour, then the 6th is 429 whatever the report; a report takes at most its daily count from everyone",
        arguments: TestDatabase.engines)
    func limits(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine, { $0.reachingLimits = .standard(messagesPerReport: 3) }) { app in
            let first = try await app.client.createListed(validMissingReport())
            let second = try await app.client.createListed(validMissingReport())
            for _ in 0..<3 { #expect(try await Self.post(app, first.id, Self.hello).status == .accepted) }
            let full = try await Self.post(app, first.id, Self.hello)
            #expect(full.status == .tooManyRequests && full.headers[.retryAfter] == "86400", "the report's day is full")
            for _ in 0..<2 { #expect(try await Self.post(app, second.id, Self.hello).status == .accepted) }
            let client = try await Self.post(app, second.id, Self.hello)
            #expect(
                client.status == .tooManyRequests && client.headers[.retryAfter] == "3600", "this client's hour is full"
            )
            app.clock.advance(by: 3600)
            #expect(try await Self.post(app, second.id, Self.hello).status == .accepted)
            #expect(try await Self.post(app, first.id, Self.hello).status == .tooManyRequests)
        }
    }
}
