import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
@testable import PetSpotServer
import PetSpotStorage
import PetSpotStorageTesting

@Suite("contactVisibility: a PRIVATE report's phone and email reach its owner only")
struct ContactVisibilityAPITests {
    @Test(
        "Given a PRIVATE report, then the answer to create (its owner's) shows the contact, and the read by id, the newest list and the nearby list show null",
        arguments: TestDatabase.engines)
    func privateContactStaysPrivate(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            let created = try await app.client.createListed(validMissingReport(["contactVisibility": "PRIVATE"]))
            #expect(created.json["contactVisibility"] == "PRIVATE")
            #expect(
                created.json["email"] == "owner@example.com" && created.json["phone"] == "+48512345678",
                "the owner sees what they sent")
            for report in try await app.client.publicAnswers(for: created.id) {
                #expect(report["email"] is NSNull && report["phone"] is NSNull)
                #expect(report["contactVisibility"] as? String == "PRIVATE")
                #expect(report["petName"] as? String == "Burek", "the rest is public")
            }
        }
    }

    @Test(
        "Given a PRIVATE report, when its owner reads it with its password, then the contact is there and no cache keeps it; a wrong password is refused as for a photo upload",
        arguments: TestDatabase.engines)
    func ownerReadsTheContact(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            let created = try await app.client.create(validMissingReport(["contactVisibility": "PRIVATE"]))
            let uri = "/api/v1/announcements/\(created.id)"
            let owners = try await app.client.execute(
                uri: uri, method: .get, headers: basicAuthorization(created.id, created.password))
            #expect(owners.status == .ok)
            #expect(owners.headers[.cacheControl] == "no-store")
            let object = try owners.jsonObject()
            #expect(object["email"] as? String == "owner@example.com" && object["phone"] as? String == "+48512345678")
            #expect(object["managementPassword"] == nil)
            let wrong = try await app.client.execute(
                uri: uri, method: .get, headers: basicAuthorization(created.id, "WRONG-PASSW"))
            #expect(wrong.status == .forbidden)
            let garbled = try await app.client.execute(uri: uri, method: .get, headers: [.authorization: "Basic !!!"])
            #expect(garbled.status == .unauthorized)
        }
    }

    @Test(
        "Given an edit to PRIVATE racing a new photo, round after round over HTTP, then no public list ever shows the email",
        arguments: TestDatabase.engines)
    func privateEditRacingAPhotoUpload(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            for round in 0..<30 {
                let created = try await app.client.createListed(
                    validMissingReport(["locationLatitude": -60 + Double(round)]))
                async let edit = app.client.patch(created, ["contactVisibility": "PRIVATE"])
                async let photo = app.client.uploadPhoto(
                    samplePNG, to: created, fileName: "p.png", contentType: "image/png")
                let (edited, uploaded) = try await (edit, photo)
                #expect(edited.status == .ok && uploaded.status == .created)
                let (_, nearby) = try await app.client.getJSON(
                    "/api/v1/announcements?lat=\(-60 + Double(round))&lng=19.9373&range=1")
                let listed = (nearby["data"] as? [[String: Any]])?.first { $0["id"] as? String == created.id }
                #expect(listed?["email"] is NSNull && listed?["phone"] is NSNull, "round \(round)")
            }
        }
    }

    @Test("Given a report without contactVisibility, then it is PUBLIC and its contact is shown to all")
    func publicByDefault() async throws {
        try await withTestApp { app in
            let created = try await app.client.create(validMissingReport())
            let (_, read) = try await app.client.getJSON("/api/v1/announcements/\(created.id)")
            #expect(read["contactVisibility"] as? String == "PUBLIC")
            #expect(read["email"] as? String == "owner@example.com")
        }
    }

    @Test("Given a contactVisibility that is neither PUBLIC nor PRIVATE, then 400 names the field and the values")
    func unknownVisibility() async throws {
        try await withTestApp { app in
            let response = try await app.client.execute(
                uri: "/api/v1/announcements", method: .post, headers: jsonHeaders,
                body: try jsonBuffer(validMissingReport(["contactVisibility": "FRIENDS"])))
            #expect(response.status == .badRequest)
            let error = try response.errorBody()
            #expect(error["field"] as? String == "contactVisibility")
            #expect((error["message"] as? String)?.contains("PUBLIC, PRIVATE") == true)
        }
    }
}
