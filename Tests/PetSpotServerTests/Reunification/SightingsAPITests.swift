import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import PetSpotDomain
import Testing
@testable import PetSpotServer
import PetSpotStorage
import PetSpotStorageTesting

@Suite("Sightings: anyone says where the pet was seen; the owner alone sees the witness's contact")
struct SightingsAPITests {
    static func sighting(_ changes: [String: Any?] = [:]) -> [String: Any] {
        var body: [String: Any] = [
            "seenAt": "2026-11-22T09:30:00Z", "locationLatitude": 50.0621, "locationLongitude": 19.9402,
            "note": "Running towards the park, red collar.", "phone": "+48 600 700 800",
        ]
        for (key, value) in changes { body[key] = value }
        return body
    }

    static func post(_ app: TestContext, _ id: String, _ body: [String: Any]) async throws -> TestResponse {
        try await app.client.execute(
            uri: "/api/v1/announcements/\(id)/sightings", method: .post, headers: jsonHeaders,
            body: try jsonBuffer(body))
    }

    @Test(
        "Given a sighting, then 201 without the witness's contact; the public list has it without the contact, the owner's with it, latest seen first",
        arguments: TestDatabase.engines)
    func addsAndLists(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            let created = try await app.client.createListed(validMissingReport())
            let response = try await Self.post(app, created.id, Self.sighting())
            #expect(response.status == .created)
            let answered = try response.jsonObject()
            #expect(
                answered["announcementId"] as? String == created.id
                    && answered["seenAt"] as? String == "2026-11-22T09:30:00.000Z")
            #expect(
                answered["phone"] == nil && answered["email"] == nil
                    && answered["createdAt"] as? String == "2026-11-22T12:00:00.000Z")
            _ = try await Self.post(
                app, created.id, Self.sighting(["seenAt": "2026-11-22T11:00:00+01:00", "note": nil, "phone": nil]))

            let (status, list) = try await app.client.getJSON("/api/v1/announcements/\(created.id)/sightings")
            let items = try #require(list["data"] as? [[String: Any]])
            #expect(status == .ok && items.count == 2)
            #expect(
                items.map { $0["seenAt"] as? String } == ["2026-11-22T10:00:00.000Z", "2026-11-22T09:30:00.000Z"],
                "latest seen first")
            #expect(items.allSatisfy { $0["phone"] == nil && $0["email"] == nil }, "the public never sees the witness")

            let owner = try await app.client.execute(
                uri: "/api/v1/announcements/\(created.id)/sightings", method: .get,
                headers: basicAuthorization(created.id, created.password))
            #expect(owner.headers[.cacheControl] == "no-store")
            let owned = try #require(try owner.jsonObject()["data"] as? [[String: Any]])
            #expect(
                owned.last?["phone"] as? String == "+48600700800"
                    && owned.last?["locationLatitude"] as? Double == 50.0621)
            #expect(
                owned.first?["phone"] is NSNull && owned.first?["email"] is NSNull,
                "the owner's view has both keys, null where none was given")
        }
    }

    @Test(
        "Given a body with every problem, then 400 lists each: a time in the future, no longitude, a long note, a bad email, an unknown field",
        arguments: TestDatabase.engines)
    func refusesBadBodies(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            let created = try await app.client.createListed(validMissingReport())
            let response = try await Self.post(
                app, created.id,
                Self.sighting([
                    "seenAt": "2026-11-22T12:06:00Z", "locationLongitude": nil,
                    "note": String(repeating: "x", count: 501),
                    "email": "not-an-email", "colour": "red",
                ]))
            #expect(response.status == .badRequest)
            let details = try #require(try response.errorBody()["details"] as? [[String: Any]])
            #expect(
                details.compactMap { $0["field"] as? String } == [
                    "colour", "seenAt", "locationLongitude", "note", "email",
                ])
            #expect(
                details.first { $0["field"] as? String == "seenAt" }?["message"] as? String
                    == Copy.Validation.futureTime)
            // Within five minutes of the server's clock, and not before the day the pet went missing began anywhere.
            #expect(
                try await Self.post(app, created.id, Self.sighting(["seenAt": "2026-11-22T12:04:59Z"])).status
                    == .created)
            let early = try await Self.post(app, created.id, Self.sighting(["seenAt": "2026-11-19T09:59:59Z"]))
            #expect(
                try early.status == .badRequest
                    && (early.errorBody()["message"] as? String) == Copy.Validation.beforeLastSeen)
            #expect(
                try await Self.post(app, created.id, Self.sighting(["seenAt": "2026-11-19T10:00:00Z"])).status
                    == .created)
            #expect(try await Self.post(app, UUID().uuidString.lowercased(), Self.sighting()).status == .notFound)
        }
    }

    @Test(
        "Given a resolved or an expired report, then a new sighting is 409 and those before stay",
        arguments: TestDatabase.engines)
    func closedReportsRefuse(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            let reunited = try await app.client.createListed(validMissingReport())
            #expect(try await Self.post(app, reunited.id, Self.sighting()).status == .created)
            #expect(try await app.client.patch(reunited, ["resolution": "REUNITED"]).status == .ok)
            let refused = try await Self.post(app, reunited.id, Self.sighting())
            #expect(try refused.status == .conflict && (refused.errorBody()["code"] as? String) == "CONFLICT")
            #expect(
                (try await app.client.getJSON("/api/v1/announcements/\(reunited.id)/sightings").object["data"] as? [Any])?
                    .count == 1)

            let expiring = try await app.client.createListed(validMissingReport())
            app.clock.advance(by: 90 * 86_400)
            #expect(try await Self.post(app, expiring.id, Self.sighting()).status == .conflict)
        }
    }

    @Test(
        "Given 10 sightings from one client in an hour, then the 11th is 429 with Retry-After, refused ones never count, and an hour later it is taken",
        arguments: TestDatabase.engines)
    func perClientLimit(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            let created = try await app.client.createListed(validMissingReport())
            #expect(try await Self.post(app, created.id, Self.sighting(["note": 5])).status == .badRequest)
            for _ in 0..<10 { #expect(try await Self.post(app, created.id, Self.sighting()).status == .created) }
            let refused = try await Self.post(app, created.id, Self.sighting())
            #expect(refused.status == .tooManyRequests && refused.headers[.retryAfter] == "3600")
            app.clock.advance(by: 3600)
            #expect(try await Self.post(app, created.id, Self.sighting()).status == .created)
        }
    }

    @Test(
        "Given the owner deletes a sighting, then 204 and it is gone; a stranger gets 401/403, an unknown one 404; the report's removal takes its sightings",
        arguments: TestDatabase.engines)
    func ownerDeletes(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            let created = try await app.client.createListed(validMissingReport())
            let id = try #require(try await Self.post(app, created.id, Self.sighting()).jsonObject()["id"] as? String)
            let path = "/api/v1/announcements/\(created.id)/sightings/\(id)"
            #expect(try await app.client.execute(uri: path, method: .delete).status == .unauthorized)
            #expect(
                try await app.client.execute(
                    uri: path, method: .delete, headers: basicAuthorization(created.id, "WRONG-PASSW")
                ).status == .forbidden)
            let owner = basicAuthorization(created.id, created.password)
            #expect(try await app.client.execute(uri: path, method: .delete, headers: owner).status == .noContent)
            #expect(try await app.client.execute(uri: path, method: .delete, headers: owner).status == .notFound)
            #expect(
                (try await app.client.getJSON("/api/v1/announcements/\(created.id)/sightings").object["data"] as? [Any])?
                    .isEmpty == true)

            _ = try await Self.post(app, created.id, Self.sighting())
            #expect(
                try await app.client.execute(
                    uri: "/api/v1/announcements/\(created.id)", method: .delete, headers: owner
                ).status == .noContent)
            let left = try await app.database.withPool { pool in
                try await pool.withConnection {
                    try await $0.raw("SELECT COUNT(*) AS n FROM sightings").first(decodingColumn: "n", as: Int.self)
                }
            }
            #expect(left == 0, "a removed report's sightings go with it")
        }
    }

    @Test(
        "Given many sightings, when the latest few are asked for (limit), then only those come, latest seen first; a bad limit is 400 naming it",
        arguments: TestDatabase.engines)
    func latestSightings(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            let created = try await app.client.createListed(validMissingReport())
            for hour in 0..<4 {
                _ = try await Self.post(app, created.id, Self.sighting(["seenAt": "2026-11-22T0\(hour + 5):00:00Z"]))
            }
            let (_, latest) = try await app.client.getJSON("/api/v1/announcements/\(created.id)/sightings?limit=2")
            #expect(
                (latest["data"] as? [[String: Any]])?.map { $0["seenAt"] as? String } == [
                    "2026-11-22T08:00:00.000Z", "2026-11-22T07:00:00.000Z",
                ])
            let (_, all) = try await app.client.getJSON("/api/v1/announcements/\(created.id)/sightings")
            #expect((all["data"] as? [Any])?.count == 4)
            let bad = try await app.client.execute(
                uri: "/api/v1/announcements/\(created.id)/sightings?limit=0", method: .get)
            #expect(bad.status == .badRequest)
            #expect(try bad.errorBody()["field"] as? String == "limit")
        }
    }
}
