import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing
@testable import PetSpotServer
import PetSpotStorage
import PetSpotStorageTesting

@Suite("PATCH /api/v1/announcements/{id}: the owner keeps the report true with a JSON merge patch")
struct EditAPITests {
    @Test(
        "Given an owner's patch, then the fields it names change, null clears an optional one, the rest stay, updatedAt moves, and every list shows the new text",
        arguments: TestDatabase.engines)
    func editsAndClears(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            let created = try await app.client.createListed(validMissingReport())
            app.clock.advance(by: 60)
            let response = try await app.client.patch(
                created, ["description": "Red collar with a bell.", "reward": NSNull(), "contactVisibility": "PRIVATE"])
            #expect(response.status == .ok)
            #expect(response.headers[.cacheControl] == "no-store")
            let edited = try response.jsonObject()
            #expect(edited["description"] as? String == "Red collar with a bell.")
            #expect(edited["reward"] is NSNull)
            #expect(
                edited["petName"] as? String == "Burek" && edited["breed"] as? String == "Beagle",
                "untouched fields stay")
            #expect(edited["email"] as? String == "owner@example.com", "the owner's answer shows the private contact")
            #expect(edited["updatedAt"] as? String != edited["createdAt"] as? String)
            let (_, read) = try await app.client.getJSON("/api/v1/announcements/\(created.id)")
            #expect(read["description"] as? String == "Red collar with a bell." && read["email"] is NSNull)
            let (_, nearby) = try await app.client.getJSON("/api/v1/announcements?lat=50.06&lng=19.94&range=5")
            let listed = (nearby["data"] as? [[String: Any]])?.first { $0["id"] as? String == created.id }
            #expect(
                listed?["description"] as? String == "Red collar with a bell." && listed?["phone"] is NSNull,
                "the nearby list's stored document follows")
            let (_, newest) = try await app.client.getJSON("/api/v1/announcements")
            #expect((newest["data"] as? [[String: Any]])?.first?["reward"] is NSNull)
        }
    }

    @Test(
        "Given a patch that breaks create rules or names status, then 400 lists every problem and nothing changes",
        arguments: TestDatabase.engines)
    func refusedWhole(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            let created = try await app.client.createListed(validMissingReport())
            let response = try await app.client.patch(
                created, ["status": "FOUND", "age": -1, "email": NSNull(), "phone": NSNull(), "colour": "red"],
                contentType: "application/json")
            #expect(response.status == .badRequest)
            let fields =
                (try response.errorBody()["details"] as? [[String: Any]])?.compactMap { $0["field"] as? String } ?? []
            #expect(Set(fields) == ["status", "age", "contact", "colour"], "\(fields)")
            let (_, read) = try await app.client.getJSON("/api/v1/announcements/\(created.id)")
            #expect(
                read["age"] as? Int == 4 && read["email"] as? String == "owner@example.com"
                    && read["status"] as? String == "MISSING")
        }
    }

    @Test(
        "Given no or wrong credentials, an unknown report, a body that is not an object, or another content type, then 401, 403, 404 and 400"
    )
    func refusals() async throws {
        try await withTestApp { app in
            let created = try await app.client.create(validMissingReport())
            #expect(try await app.client.patch(created, ["petName": "Rex"], headers: [:]).status == .unauthorized)
            #expect(
                try await app.client.patch(
                    created, ["petName": "Rex"], headers: basicAuthorization(created.id, "WRONG-PASSW")
                ).status == .forbidden)
            #expect(
                try await app.client.patch(created, ["petName": "Rex"], contentType: "text/plain").status == .badRequest
            )
            #expect(try await app.client.patch(created, ["Rex"]).status == .badRequest)
            let unknown = Created(id: UUID().uuidString.lowercased(), password: created.password, json: [:])
            #expect(try await app.client.patch(unknown, ["petName": "Rex"]).status == .notFound)
            let (_, read) = try await app.client.getJSON("/api/v1/announcements/\(created.id)")
            #expect(read["petName"] as? String == "Burek")
        }
    }
}
