import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing
@testable import PetSpotServer
import PetSpotStorage
import PetSpotStorageTesting

@Suite("Resolution: an owner marks the pet home or closes the report, and may reopen it")
struct ResolutionAPITests {

    @Test(
        "Given an open report marked REUNITED, then resolvedAt is set, it leaves the default lists (newest and nearby), is listed with resolution=REUNITED, stays readable, and counts as reunited; null reopens it",
        arguments: TestDatabase.engines)
    func reunitedAndReopened(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            let home = try await app.client.createListed(validMissingReport())
            let other = try await app.client.createListed(validMissingReport(["petName": "Azor"]))
            app.clock.advance(by: 3600)
            let response = try await app.client.patch(home, ["resolution": "REUNITED"])
            #expect(response.status == .ok)
            let resolved = try response.jsonObject()
            #expect(resolved["resolution"] as? String == "REUNITED")
            #expect(resolved["resolvedAt"] as? String == "2026-11-22T13:00:00.000Z")
            #expect(
                resolved["expiresAt"] as? String == "2027-02-20T13:00:00.000Z",
                "an edit renews the lifetime: 90 days from now")

            let nearby = "?lat=50.06&lng=19.94&range=5"
            #expect(try await app.client.listedIDs("") == [other.id])
            #expect(try await app.client.listedIDs(nearby) == [other.id])
            #expect(try await app.client.listedIDs("?resolution=REUNITED") == [home.id])
            #expect(try await app.client.listedIDs(nearby + "&resolution=reunited") == [home.id])
            #expect(try await app.client.listedIDs("?resolution=CLOSED").isEmpty)
            let (status, read) = try await app.client.getJSON("/api/v1/announcements/\(home.id)")
            #expect(status == .ok && read["resolution"] as? String == "REUNITED")
            let (_, statistics) = try await app.client.getJSON("/api/v1/statistics")
            #expect(statistics["reunited"] as? Int == 1)

            // Another edit keeps the time it was resolved; changing the resolution moves it.
            app.clock.advance(by: 60)
            let edited = try await app.client.patch(home, ["description": "Home, safe and sound."]).jsonObject()
            #expect(edited["resolvedAt"] as? String == "2026-11-22T13:00:00.000Z")
            let closed = try await app.client.patch(home, ["resolution": "CLOSED"]).jsonObject()
            #expect(
                closed["resolution"] as? String == "CLOSED"
                    && closed["resolvedAt"] as? String == "2026-11-22T13:01:00.000Z")
            #expect(try await app.client.listedIDs("?resolution=CLOSED") == [home.id])

            let reopened = try await app.client.patch(home, ["resolution": NSNull()]).jsonObject()
            #expect(reopened["resolution"] is NSNull && reopened["resolvedAt"] is NSNull)
            #expect(Set(try await app.client.listedIDs("")) == [home.id, other.id])
            #expect(Set(try await app.client.listedIDs(nearby)) == [home.id, other.id])
            let (_, after) = try await app.client.getJSON("/api/v1/statistics")
            #expect(after["reunited"] as? Int == 0)
        }
    }

    @Test(
        "Given a resolution that is not one of the values, with another bad field, then 400 lists both and nothing changes",
        arguments: TestDatabase.engines)
    func badResolution(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            let created = try await app.client.createListed(validMissingReport())
            for value: Any in ["FOUND_HOME", 1, true] {
                let response = try await app.client.patch(created, ["resolution": value, "age": 99])
                #expect(response.status == .badRequest)
                let details = try response.errorBody()["details"] as? [[String: Any]] ?? []
                #expect(Set(details.compactMap { $0["field"] as? String }) == ["resolution", "age"])
                let message = details.first { $0["field"] as? String == "resolution" }?["message"] as? String
                #expect(message == "resolution must be one of REUNITED, CLOSED, null")
            }
            let (_, read) = try await app.client.getJSON("/api/v1/announcements/\(created.id)")
            #expect(read["resolution"] is NSNull && read["age"] as? Int == 4)
            #expect(try await app.client.listedIDs("") == [created.id])
        }
    }

    @Test(
        "Given resolved reports, when listed with resolution=REUNITED page by page, then the latest resolved come first and the cursor walks them all",
        arguments: TestDatabase.engines)
    func resolvedPages(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            var reports: [Created] = []
            for index in 0..<5 {
                reports.append(try await app.client.createListed(validMissingReport(["petName": "Pet \(index)"])))
            }
            // Resolved oldest first: the list puts the latest resolved first, whatever their creation.
            for created in reports.reversed() {
                app.clock.advance(by: 60)
                #expect(try await app.client.patch(created, ["resolution": "REUNITED"]).status == .ok)
            }
            let reunited = reports.map(\.id)
            var seen: [String] = []
            var cursor: String?
            repeat {
                let query = "/api/v1/announcements?resolution=REUNITED&limit=2" + (cursor.map { "&cursor=\($0)" } ?? "")
                let (status, page) = try await app.client.getJSON(query)
                #expect(status == .ok)
                seen += (page["data"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
                cursor = page["nextCursor"] as? String
            } while cursor != nil
            #expect(seen == reunited)
        }
    }

    @Test("Given a bad resolution parameter, then 400 INVALID_PARAMETER names it")
    func badParameter() async throws {
        try await withTestApp { app in
            let response = try await app.client.execute(uri: "/api/v1/announcements?resolution=HOME", method: .get)
            #expect(response.status == .badRequest)
            let error = try response.errorBody()
            #expect(error["code"] as? String == "INVALID_PARAMETER" && error["field"] as? String == "resolution")
        }
    }
}
