import Foundation
import HTTPTypes
import HummingbirdTesting
import PetSpotDomain
import SQLKit
import Testing
@testable import PetSpotServer
import PetSpotCore
import PetSpotStorage
import PetSpotStorageTesting

@Suite("Creating reports is limited per client: 10 an hour, 30 a day, and 30 photo uploads an hour")
struct CreationLimitTests {
    /// The contract's limits (the test app raises them for the other suites).
    static func contractLimits(_ configuration: inout ServerConfiguration) {
        configuration.reachingLimits.setCreation(reportsAnHour: 10, reportsADay: 30, photosAnHour: 30)
    }

    static func create(
        _ app: TestContext, _ body: [String: Any] = validMissingReport(), key: String? = nil
    ) async throws -> TestResponse {
        var headers = jsonHeaders
        if let key { headers[HTTPField.Name("Idempotency-Key")!] = key }
        return try await app.client.execute(
            uri: "/api/v1/announcements", method: .post, headers: headers, body: try jsonBuffer(body))
    }

    @Test(
        "Given one client, then its 11th report in an hour is 429 with Retry-After and nothing stored; refused bodies and replays take no place; an hour later it may create again, up to 30 a day",
        arguments: TestDatabase.engines)
    func reportsPerClient(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine, Self.contractLimits) { app in
            // Refused requests and replays of one key do not count.
            for _ in 0..<5 {
                #expect(try await Self.create(app, validMissingReport(["species": "DRAGON"])).status == .badRequest)
            }
            let key = UUID().uuidString
            #expect(try await Self.create(app, key: key).status == .created)
            for _ in 0..<2 { #expect(try await Self.create(app, key: key).status.code / 100 == 2, "a replay") }
            for _ in 0..<9 { #expect(try await Self.create(app).status == .created) }
            let refused = try await Self.create(app)
            #expect(refused.status == .tooManyRequests)
            #expect(try refused.errorBody()["code"] as? String == "RATE_LIMITED")
            #expect(Int(refused.headers[.retryAfter] ?? "") ?? 0 > 0)
            #expect(try await Self.countReports(app) == 10, "the refused one stored nothing")

            // Hours on: ten an hour, until thirty in the day.
            for _ in 0..<2 {
                app.clock.advance(by: 60 * 60 + 1)
                for _ in 0..<10 { #expect(try await Self.create(app).status == .created) }
            }
            app.clock.advance(by: 60 * 60 + 1)
            #expect(try await Self.create(app).status == .tooManyRequests, "thirty in a day")
            app.clock.advance(by: 24 * 60 * 60)
            #expect(try await Self.create(app).status == .created)
        }
    }

    @Test(
        "Given 30 creates sent at once by one client with a limit of 5, then exactly 5 are stored",
        arguments: TestDatabase.engines)
    func exactUnderConcurrency(_ engine: DatabaseEngine) async throws {
        try await withTestApp(
            engine: engine, { $0.reachingLimits.setCreation(reportsAnHour: 5, reportsADay: 30, photosAnHour: 30) }
        ) { app in
            let statuses = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                for _ in 0..<30 { group.addTask { try await Self.create(app).status } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(
                statuses.filter { $0 == .created }.count == 5 && statuses.filter { $0 == .tooManyRequests }.count == 25)
            #expect(try await Self.countReports(app) == 5)
        }
    }

    static func countReports(_ app: TestContext) async throws -> Int {
        try await app.database.withPool { pool in
            try await pool.withConnection {
                try await $0.raw("SELECT count(*) AS n FROM announcements").first(decodingColumn: "n", as: Int.self)
            } ?? 0
        }
    }
}
