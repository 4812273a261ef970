import Foundation
import HummingbirdTesting
import PetSpotDomain
import Testing
@testable import PetSpotServer
import PetSpotCore
import PetSpotStorage
import PetSpotStorageTesting

@Suite(
    "Short addresses: one stored code per report, given once however many ask at once, counted when opened, gone with the report"
)
struct ShortCodeStoreTests {
    @Test(
        "Given a report whose code is asked for by eight requests at once, then all get the same stored code of 8 characters, another report another; openings count with their time; a removed report's code opens nothing",
        arguments: TestDatabase.engines)
    func storedAndCounted(_ engine: DatabaseEngine) async throws {
        try await withTestApp(engine: engine) { app in
            let first = try await app.client.createListed(validMissingReport())
            let second = try await app.client.createListed(validMissingReport(["petName": "Azor"]))
            try await app.database.withPool { pool in
                let store = ShortCodeStore(pool: pool)
                let now = Date(timeIntervalSince1970: 1_795_000_000)
                let codes = try await withThrowingTaskGroup(of: String?.self) { group in
                    for _ in 0..<8 { group.addTask { try await store.code(for: first.id, at: now) } }
                    return try await group.reduce(into: [String?]()) { $0.append($1) }
                }
                let code = try #require(codes.first ?? nil)
                #expect(
                    Set(codes) == [code] && code.count == ShortCodeStore.length
                        && code.allSatisfy { $0.isLetter || $0.isNumber })
                let other = try await store.code(for: second.id, at: now)
                #expect(other != nil && other != code)
                #expect(
                    try await store.code(for: "00000000-0000-4000-8000-000000000000", at: now) == nil,
                    "no report, no code")
                #expect(try await store.visits(of: first.id) == FlyerVisits(code: code, count: 0, last: nil))

                #expect(try await store.open(code, by: "203.0.113.1", at: now) == first.id)
                // The same client again that day (a reload, a second scan) is the same opening; another client is another.
                #expect(try await store.open(code, by: "203.0.113.1", at: now.addingTimeInterval(30)) == first.id)
                #expect(try await store.open(code, by: "203.0.113.2", at: now.addingTimeInterval(60)) == first.id)
                #expect(
                    try await store.visits(of: first.id)
                        == FlyerVisits(code: code, count: 2, last: now.addingTimeInterval(60)))
                // The next day, the first client counts again.
                #expect(
                    try await store.open(code, by: "203.0.113.1", at: now.addingTimeInterval(24 * 60 * 60)) == first.id)
                #expect(try await store.visits(of: first.id)?.count == 3)
                #expect(
                    try await store.open(
                        code.lowercased() == code ? code.uppercased() : code.lowercased(), by: "203.0.113.1", at: now)
                        == nil,
                    "codes are case-sensitive")

                let removed = try await app.client.execute(
                    uri: "/api/v1/announcements/\(first.id)", method: .delete,
                    headers: basicAuthorization(first.id, first.password))
                #expect(removed.status == .noContent)
                #expect(try await store.open(code, by: "203.0.113.1", at: now) == nil)
            }
        }
    }
}
