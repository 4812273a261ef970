import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing
@testable import PetSpotServer
import PetSpotStorage
import PetSpotStorageTesting

@Suite("Idempotency-Key on create")
struct IdempotencyAPITests {
    static let key = HTTPField.Name("Idempotency-Key")!

    func post(_ app: TestContext, _ body: [String: Any], key: String?) async throws -> TestResponse {
        var headers = jsonHeaders
        if let key { headers[Self.key] = key }
        return try await app.client.execute(
            uri: "/api/v1/announcements", method: .post, headers: headers, body: try jsonBuffer(body))
    }

    @Test(
        "Given a create whose answer was lost, when it is sent again with the same key, then the first announcement and its password come back and only one exists",
        arguments: TestDatabase.engines)
    func repeatReturnsTheFirst(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            let key = UUID().uuidString
            let first = try await post(app, validMissingReport(), key: key)
            #expect(first.status == .created)
            #expect(first.headers[HTTPField.Name("Idempotent-Replayed")!] == nil)
            app.clock.advance(by: 30)
            let again = try await post(app, validMissingReport(), key: key)
            #expect(again.status == .created)
            #expect(again.headers[HTTPField.Name("Idempotent-Replayed")!] == "true")
            let firstBody = try first.jsonObject(), againBody = try again.jsonObject()
            #expect(againBody["id"] as? String == firstBody["id"] as? String)
            #expect(againBody["managementPassword"] as? String == firstBody["managementPassword"] as? String)
            #expect(againBody["createdAt"] as? String == firstBody["createdAt"] as? String)
            #expect(try await SQLiteRowCount.announcements(app) == 1)
            // The repeated answer's password really is the report's.
            let created = Created(
                id: firstBody["id"] as? String ?? "", password: againBody["managementPassword"] as? String ?? "",
                json: [:])
            #expect(
                try await app.client.uploadPhoto(samplePNG, to: created, fileName: "a.png", contentType: "image/png")
                    .status == .created)
        }
    }

    @Test("Given two creates with the same key at once, then one announcement is created and both answers name it")
    func concurrentRepeats() async throws {
        try await withTestApp { app in
            let key = UUID().uuidString
            async let a = post(app, validMissingReport(), key: key)
            async let b = post(app, validMissingReport(), key: key)
            let answers = try await [a, b]
            #expect(answers.allSatisfy { $0.status == .created })
            let ids = Set(try answers.map { try $0.jsonObject()["id"] as? String })
            #expect(ids.count == 1)
            #expect(try await SQLiteRowCount.announcements(app) == 1)
        }
    }

    @Test(
        "Given a key in capitals and then in lower case, then it is the same key: the first announcement is answered again"
    )
    func keyCaseInsensitive() async throws {
        try await withTestApp { app in
            let key = UUID().uuidString.uppercased()
            let first = try await post(app, validMissingReport(), key: key).jsonObject()
            let again = try await post(app, validMissingReport(), key: key.lowercased())
            #expect(again.headers[HTTPField.Name("Idempotent-Replayed")!] == "true")
            #expect(try again.jsonObject()["id"] as? String == first["id"] as? String)
        }
    }

    @Test(
        "Given a key already used, when a different report is sent with it, then 409 CONFLICT and nothing new is stored"
    )
    func sameKeyDifferentReport() async throws {
        try await withTestApp { app in
            let key = UUID().uuidString
            _ = try await post(app, validMissingReport(), key: key)
            let other = try await post(app, validMissingReport(["petName": "Another dog"]), key: key)
            #expect(other.status == .conflict)
            let error = try other.errorBody()
            #expect(error["code"] as? String == "CONFLICT")
            #expect(error["field"] as? String == "Idempotency-Key")
            #expect(try await SQLiteRowCount.announcements(app) == 1)
        }
    }

    @Test(
        "Given different keys or no key, when the same report is sent twice, then two announcements exist with different passwords"
    )
    func differentKeys() async throws {
        try await withTestApp { app in
            let a = try await post(app, validMissingReport(), key: UUID().uuidString).jsonObject()
            let b = try await post(app, validMissingReport(), key: UUID().uuidString).jsonObject()
            let c = try await post(app, validMissingReport(), key: nil).jsonObject()
            let d = try await post(app, validMissingReport(), key: nil).jsonObject()
            #expect(Set([a, b, c, d].compactMap { $0["id"] as? String }).count == 4)
            #expect(Set([a, b, c, d].compactMap { $0["managementPassword"] as? String }).count == 4)
        }
    }

    @Test(
        "Given a rejected create, when it is corrected and sent with the same key, then it is created (a refused request used nothing up)"
    )
    func rejectedThenCorrected() async throws {
        try await withTestApp { app in
            let key = UUID().uuidString
            let refused = try await post(app, validMissingReport(["age": 99]), key: key)
            #expect(refused.status == .badRequest)
            let accepted = try await post(app, validMissingReport(), key: key)
            #expect(accepted.status == .created)
        }
    }

    @Test(
        "Given a key that is not a UUID, when sent, then 400 INVALID_PARAMETER names the header and nothing is stored",
        arguments: [
            "", String(repeating: "k", count: 256), "has space", "naïve", "key-a", "create-7f3a",
            "3f2b8c1e-7d4a-4e9b-9c0d-5a6e7f8091a",
        ])
    func badKey(_ key: String) async throws {
        try await withTestApp { app in
            let response = try await post(app, validMissingReport(), key: key)
            #expect(response.status == .badRequest)
            #expect(try response.errorBody()["code"] as? String == "INVALID_PARAMETER")
            #expect(try response.errorBody()["field"] as? String == "Idempotency-Key")
            #expect(try await SQLiteRowCount.announcements(app) == 0)
        }
    }

    @Test("Given a key, then the database keeps neither it nor the password, only their hashes")
    func nothingSecretStored() async throws {
        try await withTestApp { app in
            let key = UUID().uuidString.lowercased()
            let body = try await post(app, validMissingReport(), key: key).jsonObject()
            let password = try #require(body["managementPassword"] as? String)
            let file = try Data(contentsOf: app.directory.appendingPathComponent("test.sqlite"))
            let wal = (try? Data(contentsOf: app.directory.appendingPathComponent("test.sqlite-wal"))) ?? Data()
            for secret in [key, password, password.replacingOccurrences(of: "-", with: "")] {
                #expect(
                    file.range(of: Data(secret.utf8)) == nil && wal.range(of: Data(secret.utf8)) == nil,
                    "\(secret) is stored")
            }
        }
    }
}
