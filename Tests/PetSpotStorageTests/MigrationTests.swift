import Foundation
import Logging
import PetSpotDomain
import SQLKit
import Testing
import PetSpotStorage
import PetSpotStorageTesting

@Suite("Migrations")
struct MigrationTests {
    @Test(
        "Given an empty database, when migrated twice, then the schema is applied once and recorded",
        arguments: TestDatabase.engines)
    func idempotent(_ engine: DatabaseEngine) async throws {
        try await TestDatabase.withFresh(engine) { database in
            try await database.withPool(migrated: false) { pool in
                let runner = MigrationRunner(pool: pool, logger: Logger(label: "test"))
                #expect(try await runner.run() == Migrations.all.map(\.version))
                #expect(try await runner.run() == [])
                let versions = try await pool.withConnection { db in
                    try await db.select().column("version").from("schema_migrations").all(
                        decodingColumn: "version", as: Int.self)
                }
                #expect(versions == Migrations.all.map(\.version))
            }
        }
    }

    @Test(
        "Given two processes migrating one database at once, then both succeed and the schema is applied once",
        arguments: TestDatabase.engines)
    func concurrent(_ engine: DatabaseEngine) async throws {
        try await TestDatabase.withFresh(engine) { database in
            let first = try await database.openPool(migrated: false)
            let second = try await database.openPool(migrated: false)
            async let a = MigrationRunner(pool: first, logger: Logger(label: "a")).run()
            async let b = MigrationRunner(pool: second, logger: Logger(label: "b")).run()
            let applied = try await [a, b]
            try await first.shutdown()
            try await second.shutdown()
            #expect(applied.flatMap { $0 }.sorted() == Migrations.all.map(\.version))
        }
    }

    @Test(
        "Given reports stored before the listings by place and their documents existed, when migrations 5 and 6 run, then the listed ones are copied, rendered and found nearby",
        arguments: [4, 5])
    func listingsBackfilled(storedAt version: Int) async throws {
        try await TestDatabase.withFresh(.sqlite) { database in
            try await database.withStorage(migrated: false) { storage in
                let pool = storage.pool
                let before = Array(Migrations.all.prefix { $0.version <= version })
                _ = try await MigrationRunner(pool: pool, migrations: before, logger: Logger(label: "test")).run()
                let listed = SampleRecords.record(at: Coordinates(latitude: 52.23, longitude: 21.01), every: true)
                let unlisted = SampleRecords.record(at: Coordinates(latitude: 52.23, longitude: 21.01), photo: nil)
                let nowhere = SampleRecords.record(at: nil)
                // Stored as the code of that version stored them: its columns only.
                let existing = Set(
                    try await pool.withConnection { db in
                        try await db.raw("SELECT name FROM pragma_table_info('announcements')").all(
                            decodingColumn: "name", as: String.self)
                    })
                let rows = [listed, unlisted, nowhere].map { record in
                    zip(AnnouncementColumn.all, record.columnValues).filter { existing.contains($0.0) }.map(\.1)
                }
                let insert = SQLQueryString.insert(
                    into: AnnouncementColumn.table, columns: AnnouncementColumn.all.filter(existing.contains),
                    rows: rows)
                try await pool.withConnection { db in try await db.raw(insert).run() }
                #expect(
                    try await storage.migrate(logger: Logger(label: "test"))
                        == Array((version + 1)...Migrations.all.count))
                let rendered = try await pool.withConnection { db in
                    try await db.raw("SELECT id FROM announcements WHERE listing_format IS NOT NULL").all(
                        decodingColumn: "id", as: String.self)
                }
                #expect(rendered == [listed.wireID])
                let store = storage.announcements
                #expect(try await SQLiteAnnouncementStore.documents.renderStale(on: pool) == 0)
                // Recorded as done for this format: the next start does not look again.
                #expect(try await SQLiteAnnouncementStore.documents.renderEarlierFormats(on: pool) == 0)
                let found = try await store.nearest(
                    NearestQuery(centre: listed.coordinates!, kilometres: 1, limit: 10, now: SampleRecords.created))
                // Reports from before migration 13 expire 90 days after their last change.
                var migrated = listed
                migrated.expiresAt = listed.updatedAt.addingTimeInterval(90 * 86_400)
                #expect(found.map(\.report.document) == [ListingDocument(migrated)])
            }
        }
    }

    @Test("Given a migration that fails half-way, then nothing of it stays and it is not recorded")
    func failedMigrationRollsBack() async throws {
        try await TestDatabase.withFresh(.sqlite) { database in
            try await database.withPool(migrated: false) { pool in
                let broken = Migration(version: 1, name: "broken") { _ in
                    ["CREATE TABLE half (x INTEGER)", "THIS IS NOT SQL"]
                }
                await #expect(throws: (any Error).self) {
                    try await MigrationRunner(pool: pool, migrations: [broken], logger: Logger(label: "test")).run()
                }
                let tables = try await pool.withConnection { db in
                    try await db.raw(
                        "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('half', 'schema_migrations')"
                    ).all(decodingColumn: "name", as: String.self)
                }
                #expect(tables.isEmpty)
            }
        }
    }

    @Test(
        "Given SQLite, when opened, then the journal is WAL, commits are FULL, a lock is waited for 30 s and no longer, and the listings are logged for the memory instead of an R*Tree"
    )
    func sqliteSettings() async throws {
        try await TestDatabase.withFresh(.sqlite) { database in
            try await database.withPool { pool in
                try await pool.withConnection { db in
                    #expect(
                        try await db.raw("PRAGMA journal_mode").first(decodingColumn: "journal_mode", as: String.self)
                            == "wal")
                    #expect(
                        try await db.raw("PRAGMA synchronous").first(decodingColumn: "synchronous", as: Int.self) == 2,
                        "FULL")
                    // SQLiteNIO's own busy handler would wait for a lock forever (a hung request, a hung test run).
                    #expect(
                        try await db.raw("PRAGMA busy_timeout").first(decodingColumn: "timeout", as: Int.self) == 30_000
                    )
                    let names = try await db.raw(
                        "SELECT name FROM sqlite_master WHERE name LIKE 'announcement_l%' OR name LIKE 'listing_changes%'"
                    )
                    .all(decodingColumn: "name", as: String.self)
                    #expect(
                        Set(names) == [
                            "listing_changes", "listing_changes_insert", "listing_changes_update",
                            "listing_changes_delete", "listing_changes_pruned",
                        ])
                }
            }
        }
    }
}

@Suite("A PostgreSQL URL's search_path")
struct PostgresSearchPathTests {
    @Test(
        "Given a URL with search_path among its parameters, then the schemas are read and the parameter leaves the URL the driver sees"
    )
    func searchPathParameter() {
        let plain = PostgresDatabase.searchPath(in: "postgres://u:p@db:5432/petspot?tlsmode=disable")
        #expect(plain.url == "postgres://u:p@db:5432/petspot?tlsmode=disable" && plain.searchPath == nil)
        let given = PostgresDatabase.searchPath(
            in: "postgres://u:p@db:5432/petspot?tlsmode=disable&search_path=test_1,public")
        #expect(
            given.url == "postgres://u:p@db:5432/petspot?tlsmode=disable" && given.searchPath == ["test_1", "public"])
        let alone = PostgresDatabase.searchPath(in: "postgres://db/petspot?search_path=one")
        #expect(alone.url == "postgres://db/petspot" && alone.searchPath == ["one"])
    }
}
