import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
@testable import PetSpotServer
import PetSpotStorage
import PetSpotStorageTesting

@Suite("How it ended: the way home with REUNITED, the owner's only, counted in public without singling anyone out")
struct ReunionAPITests {
    @Test(
        "Given REUNITED with how and where, then the owner reads them back, the public never; closing or reopening forgets them",
        arguments: TestDatabase.engines)
    func ownersOnly(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            let created = try await app.client.createListed(validMissingReport())
            let reunited = try await app.client.patch(
                created,
                [
                    "resolution": "REUNITED", "reunitedHow": "FLYER", "reunitedLatitude": 50.07,
                    "reunitedLongitude": 19.95,
                ])
            #expect(reunited.status == .ok)
            let object = try reunited.jsonObject()
            #expect(object["reunitedHow"] as? String == "FLYER" && object["reunitedLatitude"] as? Double == 50.07)
            let (_, read) = try await app.client.getJSON("/api/v1/announcements/\(created.id)")
            #expect(read["resolution"] as? String == "REUNITED")
            #expect(!read.keys.contains("reunitedHow") && !read.keys.contains("reunitedLatitude"))

            let reopened = try await app.client.patch(created, ["resolution": NSNull()])
            #expect(try reopened.jsonObject().keys.contains("reunitedHow") == false, "reopening forgets how it ended")
        }
    }

    @Test(
        "Given how it ended without REUNITED (on create, an edit, CLOSED), a bad way or half a point, then 400 names the field",
        arguments: TestDatabase.engines)
    func refusesOutOfPlace(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            let onCreate = try await app.client.execute(
                uri: "/api/v1/announcements", method: .post, headers: jsonHeaders,
                body: try jsonBuffer(validMissingReport(["reunitedHow": "FLYER"])))
            #expect(onCreate.status == .badRequest)
            #expect(try onCreate.errorBody()["field"] as? String == "reunitedHow")
            #expect(try onCreate.errorBody()["code"] as? String == "INVALID_FIELD")

            let created = try await app.client.create(validMissingReport())
            for (body, field) in [
                (["reunitedHow": "CHIP"], "reunitedHow"),
                (["resolution": "CLOSED", "reunitedHow": "CHIP"], "reunitedHow"),
                (["resolution": "REUNITED", "reunitedHow": "MAGIC"], "reunitedHow"),
                (["resolution": "REUNITED", "reunitedLatitude": 50.0], "reunitedLongitude"),
            ] as [([String: Any], String)] {
                let response = try await app.client.patch(created, body)
                #expect(response.status == .badRequest, "\(body)")
                #expect(try response.errorBody()["field"] as? String == field, "\(body)")
            }
            let (_, read) = try await app.client.getJSON("/api/v1/announcements/\(created.id)")
            #expect(read["resolution"] is NSNull, "a refused edit changes nothing")
        }
    }

    @Test(
        "Given reunited reports, then the totals count species and ways, merge groups under 5 into OTHER, and give the medians",
        arguments: TestDatabase.engines)
    func totals(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            // Six dogs home by flyer, 2 km from where they went missing; two cats by chip; one unsaid.
            func reunite(_ species: String, _ how: String?) async throws {
                let created = try await app.client.createListed(
                    validMissingReport(["species": species, "locationLatitude": 50.0, "locationLongitude": 20.0]))
                var body: [String: Any] = ["resolution": "REUNITED"]
                if let how {
                    body.merge(["reunitedHow": how, "reunitedLatitude": 50.018, "reunitedLongitude": 20.0]) { $1 }
                }
                #expect(try await app.client.patch(created, body).status == .ok)
            }
            for _ in 0..<6 { try await reunite("DOG", "FLYER") }
            for _ in 0..<2 { try await reunite("CAT", "CHIP") }
            for _ in 0..<3 { try await reunite("CAT", "SIGHTING") }
            try await reunite("DOG", nil)

            let (status, stats) = try await app.client.getJSON("/api/v1/stats/reunions")
            #expect(status == .ok)
            #expect(stats["total"] as? Int == 12)
            let groups = try #require(stats["groups"] as? [[String: Any]])
            #expect(
                groups.map { "\($0["species"]!) \($0["reunitedHow"]!) \($0["count"]!)" } == [
                    "DOG FLYER 6", "CAT OTHER 5",
                ])
            #expect(stats["medianDistanceKm"] as? Double == 2.0)
            #expect(stats["medianDays"] != nil)

            let (_, cats) = try await app.client.getJSON("/api/v1/stats/reunions?species=CAT")
            #expect(cats["total"] as? Int == 5)
            let (_, later) = try await app.client.getJSON("/api/v1/stats/reunions?since=2099-01-01")
            #expect(later["total"] as? Int == 0 && later["medianDays"] is NSNull)
            for query in ["species=UNICORN", "since=2026-02-30"] {
                let bad = try await app.client.execute(uri: "/api/v1/stats/reunions?\(query)", method: .get)
                #expect(bad.status == .badRequest)
                #expect(try bad.errorBody()["code"] as? String == "INVALID_PARAMETER")
            }
        }
    }
}
