import Foundation
import SQLKit
import Testing
@testable import PetSpotServer

@Suite("PostgreSQL nearby index", .enabled(if: TestDatabase.postgresURL != nil, "set PETSPOT_TEST_POSTGRES_URL to run"))
struct PostgresIndexTests {
    @Test("Given PostgreSQL, when the nearby predicate is planned without sequential scans, then the GiST index serves it")
    func gistServesNearby() async throws {
        try await TestDatabase.withFresh(.postgres) { database in
            try await database.withPool { pool in
                try await pool.withConnection { db in
                    try await db.raw("SET enable_seqscan = off").run()
                    let plan = try await db.raw("""
                        EXPLAIN SELECT id FROM announcements WHERE photo_file IS NOT NULL AND latitude IS NOT NULL AND longitude IS NOT NULL
                        AND point(longitude, latitude) <@ box(point(19.9, 49.9), point(20.1, 50.1))
                        """).all().map { try $0.decode(column: "QUERY PLAN", as: String.self) }
                    #expect(plan.contains { $0.contains("announcements_location") }, "\(plan)")
                }
            }
        }
    }
}
