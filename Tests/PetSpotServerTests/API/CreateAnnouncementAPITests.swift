import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing
@testable import PetSpotServer

@Suite("POST /api/v1/announcements")
struct CreateAnnouncementAPITests {
    @Test(
        "Given a complete valid report, when it is created, then 201 returns every field, a management password and a Location"
    )
    func createsWithEveryField() async throws {
        try await withTestApp { app in
            try await app.client.execute(
                uri: "/api/v1/announcements", method: .post, headers: jsonHeaders,
                body: try jsonBuffer(validMissingReport())
            ) { response in
                #expect(response.status == .created)
                let body = try response.jsonObject()
                let id = try #require(body["id"] as? String)
                #expect(UUID(uuidString: id) != nil)
                #expect(response.headers[.location] == "/api/v1/announcements/\(id)")
                #expect(body["status"] as? String == "MISSING")
                #expect(body["species"] as? String == "DOG")
                #expect(body["sex"] as? String == "MALE")
                #expect(body["petName"] as? String == "Burek")
                #expect(body["breed"] as? String == "Beagle")
                #expect(body["age"] as? Int == 4)
                #expect(body["description"] as? String == "Red collar.\nShy with men.")
                #expect(body["microchipNumber"] as? String == "616093900123456")
                #expect(body["locationLatitude"] as? Double == 50.0617)
                #expect(body["locationLongitude"] as? Double == 19.9373)
                #expect(body["lastSeenDate"] as? String == "2026-11-20")
                #expect(body["email"] as? String == "owner@example.com")
                #expect(body["phone"] as? String == "+48512345678")
                #expect(body["reward"] as? String == "500 PLN")
                #expect(body["photoUrl"] is NSNull)
                #expect(body["createdAt"] as? String == "2026-11-22T12:00:00.000Z")
                #expect(body["updatedAt"] as? String == "2026-11-22T12:00:00.000Z")
                let password = try #require(body["managementPassword"] as? String)
                #expect(password.wholeMatch(of: /[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}/) != nil)
                #expect(
                    body["passwordHash"] == nil && !response.bodyString.contains("$2"),
                    "the hash never leaves the server")
            }
        }
    }

    @Test("Given a minimal report, when it is created, then every optional key is present as null")
    func minimalHasNulls() async throws {
        try await withTestApp { app in
            let body: [String: Any] = [
                "status": "MISSING", "species": "CAT", "sex": "FEMALE", "lastSeenDate": "2026-11-01", "email": "a@b.co",
            ]
            let response = try await app.client.execute(
                uri: "/api/v1/announcements", method: .post, headers: jsonHeaders, body: try jsonBuffer(body))
            #expect(response.status == .created)
            let object = try response.jsonObject()
            for key in [
                "petName", "breed", "age", "description", "microchipNumber", "locationLatitude", "locationLongitude",
                "phone", "reward", "collar", "caregiverPhone", "currentAddress", "photoUrl",
            ] {
                #expect(object[key] is NSNull, "\(key) should be null")
            }
            #expect(object["contactVisibility"] as? String == "PUBLIC", "the default")
            #expect(object.count == 27, "26 announcement keys plus managementPassword: \(object.keys.sorted())")
        }
    }

    @Test("Given a blank petName and padded text, when created, then petName is null and text is stored trimmed")
    func blankPetNameIsNull() async throws {
        try await withTestApp { app in
            let created = try await app.client.create(validMissingReport(["petName": "   ", "breed": "  Beagle  "]))
            let (_, body) = try await app.client.getJSON("/api/v1/announcements/\(created.id)")
            #expect(body["petName"] is NSNull)
            #expect(body["breed"] as? String == "Beagle")
        }
    }

    @Test("Given text with HTML, when created and read back, then it is stored verbatim, never stripped")
    func htmlIsVerbatim() async throws {
        try await withTestApp { app in
            let text = "<script>alert('x')</script> & <b>Rex</b>"
            let created = try await app.client.create(
                validMissingReport(["description": text, "petName": "<i>Rex</i>"]))
            let (_, body) = try await app.client.getJSON("/api/v1/announcements/\(created.id)")
            #expect(body["description"] as? String == text)
            #expect(body["petName"] as? String == "<i>Rex</i>")
        }
    }

    @Test("Given a formatted microchip number, when created, then only its digits are stored")
    func microchipDigits() async throws {
        try await withTestApp { app in
            let created = try await app.client.create(validMissingReport(["microchipNumber": "61609-39001-23456"]))
            #expect(created.json["microchipNumber"] == "616093900123456")
        }
    }

    @Test(
        "Given a FOUND report with the chip of a MISSING one, when created, then it is accepted (a match, not a conflict)"
    )
    func sameChipIsNotAConflict() async throws {
        try await withTestApp { app in
            try await app.client.create(validMissingReport())
            var found = validFoundReport()
            found["microchipNumber"] = "616093900123456"
            let created = try await app.client.create(found)
            #expect(created.json["microchipNumber"] == "616093900123456")
        }
    }

    @Test("Given a date that is already today in UTC+14, when created, then it is accepted; the day after is refused")
    func todayAnywhereOnEarth() async throws {
        try await withTestApp { app in
            // 12:00Z on 2026-11-22 is already 02:00 on 2026-11-23 in UTC+14.
            try await app.client.create(validMissingReport(["lastSeenDate": "2026-11-23"]))
            let response = try await app.client.execute(
                uri: "/api/v1/announcements", method: .post, headers: jsonHeaders,
                body: try jsonBuffer(validMissingReport(["lastSeenDate": "2026-11-24"])))
            #expect(response.status == .badRequest)
            #expect(try response.errorBody()["field"] as? String == "lastSeenDate")
        }
    }

    struct BadBody: Sendable, CustomTestStringConvertible {
        let name: String
        let changes: [String: String]
        let field: String
        let code: String
        var testDescription: String { name }
    }

    static let badBodies: [BadBody] = [
        BadBody(name: "unknown key", changes: ["colour": "\"red\""], field: "colour", code: "INVALID_FIELD"),
        BadBody(name: "missing status", changes: ["status": "null"], field: "status", code: "MISSING_VALUE"),
        BadBody(name: "unknown status", changes: ["status": "\"LOST\""], field: "status", code: "INVALID_FORMAT"),
        BadBody(
            name: "species not in taxonomy", changes: ["species": "\"DRAGON\""], field: "species",
            code: "INVALID_FORMAT"),
        BadBody(name: "blank species", changes: ["species": "\"  \""], field: "species", code: "MISSING_VALUE"),
        BadBody(name: "sex as a number", changes: ["sex": "1"], field: "sex", code: "INVALID_FORMAT"),
        BadBody(
            name: "impossible date", changes: ["lastSeenDate": "\"2025-02-30\""], field: "lastSeenDate",
            code: "INVALID_FORMAT"),
        BadBody(
            name: "date in another format", changes: ["lastSeenDate": "\"20/11/2026\""], field: "lastSeenDate",
            code: "INVALID_FORMAT"),
        BadBody(
            name: "future date", changes: ["lastSeenDate": "\"2027-01-01\""], field: "lastSeenDate",
            code: "INVALID_FORMAT"),
        BadBody(
            name: "latitude out of range", changes: ["locationLatitude": "91"], field: "locationLatitude",
            code: "INVALID_FORMAT"),
        BadBody(
            name: "longitude as text", changes: ["locationLongitude": "\"19.9\""], field: "locationLongitude",
            code: "INVALID_FORMAT"),
        BadBody(
            name: "only one coordinate", changes: ["locationLongitude": "null"], field: "locationLongitude",
            code: "MISSING_VALUE"),
        BadBody(
            name: "petName over 100", changes: ["petName": "\"\(String(repeating: "a", count: 101))\""],
            field: "petName", code: "INVALID_FORMAT"),
        BadBody(name: "age with decimals", changes: ["age": "2.5"], field: "age", code: "INVALID_FORMAT"),
        BadBody(name: "age over 40", changes: ["age": "41"], field: "age", code: "INVALID_FORMAT"),
        BadBody(name: "negative age", changes: ["age": "-1"], field: "age", code: "INVALID_FORMAT"),
        BadBody(
            name: "description over 500", changes: ["description": "\"\(String(repeating: "d", count: 501))\""],
            field: "description", code: "INVALID_FORMAT"),
        BadBody(
            name: "microchip with letters", changes: ["microchipNumber": "\"12AB\""], field: "microchipNumber",
            code: "INVALID_FORMAT"),
        BadBody(
            name: "microchip of 16 digits", changes: ["microchipNumber": "\"1234567890123456\""],
            field: "microchipNumber", code: "INVALID_FORMAT"),
        BadBody(name: "email without domain", changes: ["email": "\"owner@\""], field: "email", code: "INVALID_FORMAT"),
        BadBody(name: "phone of 5 digits", changes: ["phone": "\"12345\""], field: "phone", code: "INVALID_FORMAT"),
        BadBody(
            name: "reward over 100", changes: ["reward": "\"\(String(repeating: "r", count: 101))\""], field: "reward",
            code: "INVALID_FORMAT"),
        BadBody(
            name: "control character", changes: ["breed": "\"Bea\\u0007gle\""], field: "breed", code: "INVALID_FORMAT"),
        BadBody(
            name: "no contact", changes: ["email": "null", "phone": "null"], field: "contact", code: "MISSING_CONTACT"),
        BadBody(
            name: "one letter and 12,000 combining marks",
            changes: ["petName": "\"a\(String(repeating: "\u{301}", count: 12_000))\""],
            field: "petName", code: "INVALID_FORMAT"),
        BadBody(
            name: "email with a quote", changes: ["email": #""\"owner\"@example.com""#], field: "email",
            code: "INVALID_FORMAT"),
        BadBody(
            name: "email in angle brackets", changes: ["email": "\"<owner@example.com>\""], field: "email",
            code: "INVALID_FORMAT"),
        BadBody(
            name: "email with a space", changes: ["email": "\"own er@example.com\""], field: "email",
            code: "INVALID_FORMAT"),
        BadBody(
            name: "phone with + inside", changes: ["phone": "\"600+48100200\""], field: "phone", code: "INVALID_FORMAT"),
        BadBody(
            name: "date 41 years back", changes: ["lastSeenDate": "\"1900-01-01\""], field: "lastSeenDate",
            code: "INVALID_FORMAT"),
    ]

    static let looseJSON: [(name: String, body: String, field: String?)] = [
        (
            "trailing comma in the object",
            #"{"status":"MISSING","species":"DOG","sex":"MALE","lastSeenDate":"2026-01-01","phone":"+48600100200",}"#,
            nil
        ),
        ("trailing comma in an array", #"{"status":["MISSING",]}"#, nil),
        (
            "a comment",
            #"{/* lost */"status":"MISSING","species":"DOG","sex":"MALE","lastSeenDate":"2026-01-01","phone":"+48600100200"}"#,
            nil
        ),
        ("a line comment", "// lost\n{\"status\":\"MISSING\"}", nil),
        (
            "a key twice",
            #"{"status":"MISSING","species":"DOG","sex":"MALE","lastSeenDate":"2026-01-01","phone":"+48600100200","status":"FOUND"}"#,
            "status"
        ),
        ("a key twice, once escaped", #"{"status":"MISSING","st\u0061tus":"FOUND"}"#, "status"),
    ]

    @Test(
        "Given a body that is not strict JSON (RFC 8259), when created, then 400 INVALID_FORMAT and nothing is stored",
        arguments: looseJSON)
    func strictJSON(_ name: String, _ body: String, _ field: String?) async throws {
        try await withTestApp { app in
            let response = try await app.client.execute(
                uri: "/api/v1/announcements", method: .post, headers: jsonHeaders, body: ByteBuffer(string: body))
            #expect(response.status == .badRequest)
            let error = try response.errorBody()
            #expect(error["code"] as? String == "INVALID_FORMAT")
            #expect(error["field"] as? String == field)
            #expect(try await SQLiteRowCount.announcements(app) == 0)
        }
    }

    @Test(
        "Given JSON with a key repeated in separate objects, escaped quotes and brackets inside strings, when created, then it is read normally"
    )
    func strictJSONAcceptsTheLegal() async throws {
        try await withTestApp { app in
            let body =
                #"{"status":"MISSING","species":"DOG","sex":"MALE","lastSeenDate":"2026-01-01","phone":"+48600100200","description":"Says \"woof,}\" [a, b,]"}"#
            let response = try await app.client.execute(
                uri: "/api/v1/announcements", method: .post, headers: jsonHeaders, body: ByteBuffer(string: body))
            #expect(response.status == .created)
            #expect(try response.jsonObject()["description"] as? String == #"Says "woof,}" [a, b,]"#)
        }
    }

    @Test("Given a body with one problem, when created, then 400 names the field and the code", arguments: badBodies)
    func rejectsBadField(_ bad: BadBody) async throws {
        try await withTestApp { app in
            // Splice raw JSON values in, so wrong types and nulls are sent exactly as written.
            var object =
                try JSONSerialization.jsonObject(with: JSONSerialization.data(withJSONObject: validMissingReport()))
                as? [String: Any] ?? [:]
            for (key, raw) in bad.changes {
                object[key] = try JSONSerialization.jsonObject(with: Data(raw.utf8), options: .fragmentsAllowed)
            }
            try await app.client.execute(
                uri: "/api/v1/announcements", method: .post, headers: jsonHeaders, body: try jsonBuffer(object)
            ) { response in
                #expect(response.status == .badRequest)
                let error = try response.errorBody()
                #expect(error["field"] as? String == bad.field)
                #expect(error["code"] as? String == bad.code)
                #expect((error["message"] as? String)?.isEmpty == false)
                #expect(error["requestId"] as? String == response.headers[RequestIDMiddleware.requestID])
            }
        }
    }

    @Test(
        "Given a body with several problems, when created, then details lists every one and the top repeats the first")
    func reportsEveryProblem() async throws {
        try await withTestApp { app in
            let body: [String: Any] = [
                "status": "FOUND", "species": "DOG", "sex": "X", "lastSeenDate": "2026-02-30", "age": 99, "extra": true,
            ]
            try await app.client.execute(
                uri: "/api/v1/announcements", method: .post, headers: jsonHeaders, body: try jsonBuffer(body)
            ) { response in
                #expect(response.status == .badRequest)
                let error = try response.errorBody()
                let details = try #require(error["details"] as? [[String: Any]])
                let fields = details.compactMap { $0["field"] as? String }
                #expect(
                    Set(fields) == [
                        "extra", "sex", "lastSeenDate", "locationLatitude", "locationLongitude", "age", "contact",
                    ])
                #expect(error["field"] as? String == details.first?["field"] as? String)
                #expect(error["code"] as? String == details.first?["code"] as? String)
                #expect(error["message"] as? String == details.first?["message"] as? String)
            }
        }
    }

    @Test("Given a FOUND report without a location, when created, then 400 asks for both coordinates")
    func foundNeedsLocation() async throws {
        try await withTestApp { app in
            var body = validFoundReport()
            body["locationLatitude"] = nil
            body["locationLongitude"] = nil
            let response = try await app.client.execute(
                uri: "/api/v1/announcements", method: .post, headers: jsonHeaders, body: try jsonBuffer(body))
            #expect(response.status == .badRequest)
            let fields = (try response.errorBody()["details"] as? [[String: Any]])?.compactMap {
                $0["field"] as? String
            }
            #expect(fields == ["locationLatitude", "locationLongitude"])
        }
    }

    @Test("Given a failed create, when the same report is listed, then nothing was stored")
    func failedCreateStoresNothing() async throws {
        try await withTestApp { app in
            _ = try await app.client.execute(
                uri: "/api/v1/announcements", method: .post, headers: jsonHeaders,
                body: try jsonBuffer(validMissingReport(["age": 99])))
            let count = try await SQLiteRowCount.announcements(app)
            #expect(count == 0)
        }
    }
}
