import SQLKit
@testable import PetSpotServer

/// Reads the database behind a test app directly, to check what was (not) stored.
enum SQLiteRowCount {
    static func announcements(_ app: TestContext) async throws -> Int {
        try await app.database.withPool(migrated: false) { pool in
            try await pool.withConnection { database in
                try await database.select().column(SQLFunction("COUNT", args: SQLLiteral.all), as: "n").from(
                    "announcements"
                )
                .first(decodingColumn: "n", as: Int.self) ?? -1
            }
        }
    }
}
