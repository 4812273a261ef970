import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
@testable import PetSpotServer
import PetSpotStorage
import PetSpotStorageTesting

@Suite("Scam warnings: a message or a sighting's note that follows a scam's pattern reaches the owner with a warning")
struct ScamWarningsAPITests {
    @Test(
        "Given a scam's message and a genuine one, then both are delivered, the owner's items carry the warnings, and the owner's verdict is kept",
        arguments: TestDatabase.engines)
    func warnsAndKeepsTheVerdict(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            let created = try await app.client.createListed(validMissingReport())
            let scam = try await MessagesAPITests.post(
                app, created.id,
                [
                    "message":
                        "I have your dog. I'll text you a code, read it back to me. Then send the reward first by Zelle.",
                    "replyPhone": "600100200",
                ])
            #expect(scam.status == .accepted, "never silently dropped")
            let scamID = try #require(try scam.jsonObject()["id"] as? String)
            app.clock.advance(by: 60)
            _ = try await MessagesAPITests.post(app, created.id, MessagesAPITests.hello)

            let path = "/api/v1/announcements/\(created.id)/messages"
            let owner = basicAuthorization(created.id, created.password)
            func messages() async throws -> [[String: Any]] {
                let response = try await app.client.execute(uri: path, method: .get, headers: owner)
                return try #require(try response.jsonObject()["data"] as? [[String: Any]])
            }
            let read = try await messages()
            #expect((read[0]["warnings"] as? [Any])?.isEmpty == true && read[0]["verdict"] is NSNull)
            let warnings = try #require(read[1]["warnings"] as? [[String: String]])
            #expect(warnings.map { $0["code"] } == ["VERIFICATION_CODE", "PAYMENT_FIRST"])
            #expect(warnings.first?["evidence"] == "I'll text you a code")

            var headers = owner
            headers[.contentType] = "application/json"
            let verdictPath = "\(path)/\(scamID)/verdict"
            let put = try await app.client.execute(
                uri: verdictPath, method: .put, headers: headers, body: try jsonBuffer(["verdict": "SCAM"]))
            #expect(put.status == .noContent)
            #expect(try await messages()[1]["verdict"] as? String == "SCAM")

            let bad = try await app.client.execute(
                uri: verdictPath, method: .put, headers: headers, body: try jsonBuffer(["verdict": "MAYBE"]))
            #expect(bad.status == .badRequest)
            #expect(try bad.errorBody()["field"] as? String == "verdict")
            var stranger = basicAuthorization(created.id, "WRONG-PASSW")
            stranger[.contentType] = "application/json"
            #expect(
                try await app.client.execute(
                    uri: verdictPath, method: .put, headers: stranger, body: try jsonBuffer(["verdict": "GENUINE"])
                ).status == .forbidden)
            #expect(
                try await app.client.execute(
                    uri: "\(path)/\(UUID().uuidString.lowercased())/verdict", method: .put, headers: headers,
                    body: try jsonBuffer(["verdict": "GENUINE"])
                ).status == .notFound)
        }
    }

    @Test(
        "Given a sighting whose note asks for a fee, then the owner's view warns and the public's has no warnings",
        arguments: TestDatabase.engines)
    func sightingNotes(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            let created = try await app.client.createListed(validMissingReport())
            let body: [String: Any] = [
                "seenAt": "2026-11-22T11:00:00Z", "locationLatitude": 50.06, "locationLongitude": 19.94,
                "note": "Saw her. Pay the transport fee and I'll bring her.",
            ]
            let posted = try await app.client.execute(
                uri: "/api/v1/announcements/\(created.id)/sightings", method: .post, headers: jsonHeaders,
                body: try jsonBuffer(body))
            #expect(posted.status == .created)
            #expect(try posted.jsonObject().keys.contains("warnings") == false)
            let path = "/api/v1/announcements/\(created.id)/sightings"
            let (_, publicView) = try await app.client.getJSON(path)
            #expect((publicView["data"] as? [[String: Any]])?.first?.keys.contains("warnings") == false)
            let owner = try await app.client.execute(
                uri: path, method: .get, headers: basicAuthorization(created.id, created.password))
            let item = try #require((try owner.jsonObject()["data"] as? [[String: Any]])?.first)
            #expect((item["warnings"] as? [[String: String]])?.map { $0["code"] } == ["TRANSPORT_FEE"])
        }
    }
}
