import Foundation
import Logging
import PetSpotDomain
import PetSpotMatching
import SQLKit
import Testing
@testable import PetSpotSeeding
import PetSpotStorage
import PetSpotStorageTesting

@Suite("PostgreSQL nearby index", .enabled(if: TestDatabase.postgresURL != nil, "set PETSPOT_TEST_POSTGRES_URL to run"))
struct PostgresIndexTests {
    @Test(
        "Given PostgreSQL with listed reports loaded in bulk and settled, when the nearby statement is planned for any values (a prepared statement's generic plan), then it reads the GiST index alone, nearest first, stops at the limit, and fetches no row from the table"
    )
    func nearbyReadsTheIndexInOrder() async throws {
        // A database of its own: VACUUM marks rows visible to all only past every running transaction
        // of the database, and the tests beside this one keep theirs running in the shared one.
        try await TestDatabase.withFreshPostgresDatabase { url in
            try await Storage.with(.postgres(url: url), maximumConnections: 4, logger: Logger(label: "test")) {
                storage in
                // Enough reports, settled as the synthetic seed leaves them, for the planner to weigh its choices as in production.
                var random = SplitMix64(seed: 8)
                let records = (0..<3000).map { _ in
                    SampleRecords.record(
                        at: Coordinates(
                            latitude: 41 + Double(random.next() % 17_000) / 1000,
                            longitude: 6 + Double(random.next() % 28_000) / 1000))
                }
                try await storage.announcements.insertAll(records)
                try await storage.announcements.settleAfterBulkLoad()
                try await storage.pool.withConnection { db in
                    try await db.raw("SET plan_cache_mode = force_generic_plan").run()
                    try await db.raw(
                        "PREPARE nearby (float8, float8, float8, int8) AS \(unsafeRaw: PostgresStatements.Nearest.sql)"
                    ).run()
                    let plan = try await db.raw("EXPLAIN EXECUTE nearby (50.06, 19.94, 0.157, 116)")
                        .all().map { try $0.decode(column: "QUERY PLAN", as: String.self) }
                    #expect(plan.first?.hasPrefix("Limit") == true, "\(plan)")
                    #expect(plan.contains { $0.contains("Index Only Scan using announcements_nearest") }, "\(plan)")
                    #expect(plan.contains { $0.contains("Order By:") }, "\(plan)")
                    #expect(!plan.contains { $0.contains("Sort") || $0.contains("Bitmap") }, "\(plan)")
                    let executed = try await db.raw("EXPLAIN (ANALYZE) EXECUTE nearby (50.06, 19.94, 0.157, 116)")
                        .all().map { try $0.decode(column: "QUERY PLAN", as: String.self) }
                    #expect(
                        executed.contains { $0.contains("Heap Fetches: 0") },
                        "every row visible from the index alone: \(executed)")
                }
            }
        }
    }

    @Test(
        "Given PostgreSQL with reports loaded in bulk and settled, when the possible matches' place read is planned for any values, then it seeks each row of latitude in announcements_matching_rows and reads every candidate's facts from that index alone, nothing from the table"
    )
    func matchesReadTheRowsIndex() async throws {
        try await TestDatabase.withFreshPostgresDatabase { url in
            try await Storage.with(.postgres(url: url), maximumConnections: 4, logger: Logger(label: "test")) {
                storage in
                var random = SplitMix64(seed: 9)
                let records = (0..<3000).map { index in
                    SampleRecords.record(
                        status: index % 2 == 0 ? .missing : .found,
                        at: Coordinates(
                            latitude: 49 + Double(random.next() % 2_000) / 1000,
                            longitude: 19 + Double(random.next() % 2_000) / 1000))
                }
                try await storage.announcements.insertAll(records)
                try await storage.announcements.settleAfterBulkLoad()
                let read = try #require(MatchCandidateQueries.reads(for: MatchCandidatesStoreTests.plannedWindow).first)
                let types = MatchCandidatesByPlace.bindingDataTypes.map { type in
                    type == .text ? "text" : type == .int8 ? "int8" : "float8"
                }
                try await storage.pool.withConnection { db in
                    try await db.raw("SET plan_cache_mode = force_generic_plan").run()
                    try await db.raw(
                        "PREPARE matches (\(unsafeRaw: types.joined(separator: ", "))) AS \(unsafeRaw: MatchCandidatesByPlace.sql)"
                    ).run()
                    let execute =
                        "EXECUTE matches (\(MatchCandidatesStoreTests.literals(read.values).joined(separator: ", ")))"
                    let plan = try await db.raw("EXPLAIN (ANALYZE) \(unsafeRaw: execute)")
                        .all().map { try $0.decode(column: "QUERY PLAN", as: String.self) }
                    #expect(
                        plan.contains { $0.contains("Index Only Scan using announcements_matching_rows") }, "\(plan)")
                    #expect(
                        plan.contains { $0.contains("Heap Fetches: 0") },
                        "the candidates are read from the index alone: \(plan)")
                    #expect(!plan.contains { $0.contains("Seq Scan") || $0.contains("announcements_pkey") }, "\(plan)")
                }
            }
        }
    }
}
