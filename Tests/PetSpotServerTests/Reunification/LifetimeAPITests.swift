import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import PetSpotDomain
import Testing
@testable import PetSpotServer
import PetSpotStorage
import PetSpotStorageTesting

@Suite("Lifetime: an open report is listed until it expires, stays readable, and its owner renews it")
struct LifetimeAPITests {
    private func renew(_ app: TestContext, _ created: Created, headers: HTTPFields? = nil) async throws -> TestResponse
    {
        try await app.client.execute(
            uri: "/api/v1/announcements/\(created.id)/renewal", method: .post,
            headers: headers ?? basicAuthorization(created.id, created.password))
    }

    @Test(
        "Given a report past its lifetime, then it leaves the newest and nearby lists but is read by id; renewed, it is listed for another lifetime from now, its content and updatedAt unchanged",
        arguments: TestDatabase.engines)
    func expiresAndRenews(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            let created = try await app.client.createListed(validMissingReport())
            let (_, fresh) = try await app.client.getJSON("/api/v1/announcements/\(created.id)")
            #expect(
                fresh["expiresAt"] as? String == "2027-02-20T12:00:00.000Z", "created 2026-11-22T12:00Z, plus 90 days")
            let nearby = "?lat=50.06&lng=19.94&range=5"

            app.clock.advance(by: 90 * 86_400 - 1)
            #expect(try await app.client.listedIDs("") == [created.id], "a second before it expires")
            app.clock.advance(by: 1)
            #expect(try await app.client.listedIDs("").isEmpty)
            #expect(try await app.client.listedIDs(nearby).isEmpty)
            let (status, expired) = try await app.client.getJSON("/api/v1/announcements/\(created.id)")
            #expect(status == .ok && expired["expiresAt"] as? String == "2027-02-20T12:00:00.000Z")

            app.clock.advance(by: 86_400)
            let response = try await renew(app, created)
            #expect(response.status == .ok)
            #expect(response.headers[.cacheControl] == "no-store")
            let renewed = try response.jsonObject()
            #expect(renewed["expiresAt"] as? String == "2027-05-22T12:00:00.000Z", "90 days from the renewal")
            #expect(
                renewed["updatedAt"] as? String == fresh["updatedAt"] as? String
                    && renewed["petName"] as? String == "Burek")
            #expect(renewed["email"] as? String == "owner@example.com", "the owner's answer")
            #expect(try await app.client.listedIDs("") == [created.id])
            #expect(try await app.client.listedIDs(nearby) == [created.id])
        }
    }

    @Test(
        "Given an expired report, when its owner edits it, then it is listed again for a whole lifetime",
        arguments: TestDatabase.engines)
    func editRenews(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            let created = try await app.client.createListed(validMissingReport())
            app.clock.advance(by: 100 * 86_400)
            #expect(try await app.client.listedIDs("").isEmpty)
            var fields = basicAuthorization(created.id, created.password)
            fields[.contentType] = "application/merge-patch+json"
            let response = try await app.client.execute(
                uri: "/api/v1/announcements/\(created.id)", method: .patch, headers: fields,
                body: ByteBuffer(string: #"{"description":"Still looking for her."}"#))
            #expect(response.status == .ok)
            #expect(try response.jsonObject()["expiresAt"] as? String == "2027-05-31T12:00:00.000Z")
            #expect(try await app.client.listedIDs("?lat=50.06&lng=19.94&range=5") == [created.id])
        }
    }

    @Test("Given --report-lifetime-days 7, then a new report expires 7 days after it is created")
    func configuredLifetime() async throws {
        try await withTestApp({ $0.reportLifetime = ReportLifetime(days: 7) }) { app in
            let created = try await app.client.createListed(validMissingReport())
            let (_, read) = try await app.client.getJSON("/api/v1/announcements/\(created.id)")
            #expect(read["expiresAt"] as? String == "2026-11-29T12:00:00.000Z")
        }
    }

    @Test(
        "Given a renewal without or with wrong credentials, or of an unknown report, then 401, 403 and 404, and nothing changes"
    )
    func renewalRefused() async throws {
        try await withTestApp { app in
            let created = try await app.client.createListed(validMissingReport())
            #expect(try await renew(app, created, headers: [:]).status == .unauthorized)
            #expect(
                try await renew(app, created, headers: basicAuthorization(created.id, "WRONG-PASSW")).status
                    == .forbidden)
            #expect(
                try await renew(app, Created(id: UUID().uuidString.lowercased(), password: created.password, json: [:]))
                    .status == .notFound)
            let (_, read) = try await app.client.getJSON("/api/v1/announcements/\(created.id)")
            #expect(read["expiresAt"] as? String == "2027-02-20T12:00:00.000Z")
        }
    }
}
