import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
@testable import PetSpotServer
import PetSpotStorage
import PetSpotStorageTesting

@Suite("A mark kept back: in the owner's answers only, never under its key anywhere public")
struct PrivateMarkAPITests {
    static let mark = "A pale scar under her collar, on the left"

    @Test(
        "Given a report with a mark, then create, the owner's read and PATCH carry it, and no public answer has the key",
        arguments: TestDatabase.engines)
    func onlyTheOwnerSeesIt(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            let created = try await app.client.createListed(validMissingReport(["privateMark": "  \(Self.mark)\n "]))
            #expect(created.json["privateMark"] == Self.mark, "the create answer, trimmed")
            let owners = try await app.client.execute(
                uri: "/api/v1/announcements/\(created.id)", method: .get,
                headers: basicAuthorization(created.id, created.password))
            #expect(try owners.jsonObject()["privateMark"] as? String == Self.mark)
            for report in try await app.client.publicAnswers(for: created.id) {
                #expect(report.keys.contains("privateMark") == false, "no public answer carries the key")
            }
            for path in [
                "/feeds/reports.atom", "/feeds/reports.geojson", "/api/v1/announcements/\(created.id)/matches",
                "/reports/\(created.id)", "/reports/\(created.id)/flyer", "/",
            ] {
                let response = try await app.client.execute(uri: path, method: .get)
                #expect(!response.bodyString.contains("pale scar"), "\(path)")
                #expect(!response.bodyString.contains("privateMark"), "\(path)")
            }

            let edited = try await app.client.patch(created, ["privateMark": "Answers to \"Bunia\" only"])
            #expect(try edited.jsonObject()["privateMark"] as? String == "Answers to \"Bunia\" only")
            let cleared = try await app.client.patch(created, ["privateMark": NSNull()])
            #expect(try cleared.jsonObject().keys.contains("privateMark") == false, "unset: not in any answer")
        }
    }

    @Test(
        "Given a mark over 200 characters, with a control character or a direction override, then 400 names the field",
        arguments: TestDatabase.engines)
    func refusesBadMarks(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            for mark in [String(repeating: "a", count: 201), "scar\u{7}", "scar \u{202E}tfel"] {
                let response = try await app.client.execute(
                    uri: "/api/v1/announcements", method: .post, headers: jsonHeaders,
                    body: try jsonBuffer(validMissingReport(["privateMark": mark])))
                #expect(response.status == .badRequest)
                let error = try response.errorBody()
                #expect(error["field"] as? String == "privateMark" && error["code"] as? String == "INVALID_FORMAT")
            }
            let lines = try await app.client.create(validMissingReport(["privateMark": "Two\nlines \u{200F}ok"]))
            #expect(lines.json["privateMark"] == "Two\nlines \u{200F}ok", "line breaks and marks are allowed")
        }
    }

    @Test(
        "Given an area alert and a report with a mark listed inside it, then the neighbour's mail has the report and not its mark",
        arguments: TestDatabase.engines)
    func notInAlertMail(_ engine: DatabaseEngine) async throws {
        try await withTemporaryDirectory { outbox in
            try await withTestApp(engine: engine, AlertsAPITests.configure(outbox)) { app in
                try await app.confirmedAlert()
                try await app.client.createListed(
                    validMissingReport(["petName": "Marked", "privateMark": Self.mark, "email": "o@example.com"]))
                #expect(try await app.runAlertMail() == 1)
                let mail = try #require(try await app.alertMails().first)
                #expect(mail.text.contains("Marked") && !mail.message.contains("pale scar"))
                #expect(!mail.text.contains("pale scar") && !mail.html.contains("pale scar"))
            }
        }
    }
}
