import Foundation
import Logging
import SQLKit
import Testing
import PetSpotStorage

/// A fresh, empty database for one test: an SQLite file in a temporary directory, or (when
/// `PETSPOT_TEST_POSTGRES_URL` is set) a new schema in that PostgreSQL database, dropped afterwards.
package struct TestDatabase: Sendable {
    package let engine: DatabaseEngine
    /// A PostgreSQL test's location names its own schema (`search_path`), which every pool opened on it sees.
    package let location: DatabaseLocation

    package static let postgresURL = ProcessInfo.processInfo.environment["PETSPOT_TEST_POSTGRES_URL"].flatMap {
        $0.isEmpty ? nil : $0
    }

    /// The engines this run can test: SQLite always, PostgreSQL when configured.
    package static var engines: [DatabaseEngine] { postgresURL == nil ? [.sqlite] : [.sqlite, .postgres] }

    package static func with<Result>(
        _ engine: DatabaseEngine, in directory: URL, _ body: (TestDatabase) async throws -> Result
    ) async throws -> Result {
        switch engine {
        case .sqlite:
            let database = TestDatabase(
                engine: .sqlite, location: .sqlite(path: directory.appendingPathComponent("test.sqlite").path))
            return try await body(database)
        case .postgres:
            guard let url = postgresURL else { throw TestDatabaseError.postgresNotConfigured }
            let schema = "test_\(UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: ""))"
            try await admin(url) { database in
                // The extensions go to `public` once, for every test's schema: one created in a test's
                // own schema would be dropped with it, under the tests running beside it.
                try await SQLTransaction.run(on: database, engine: .postgres) { database in
                    // The migrations' lock: migration 8 creates the extension too.
                    if let lock = EngineDialect.postgres.serializeWriters("schema_migrations") {
                        try await database.raw(lock).run()
                    }
                    try await database.execute(sql: SQLRaw("CREATE EXTENSION IF NOT EXISTS cube SCHEMA public")) { _ in
                    }
                }
                try await database.execute(sql: SQLRaw("CREATE SCHEMA \(schema)")) { _ in }
            }
            do {
                let result = try await body(
                    TestDatabase(
                        engine: .postgres, location: .postgres(url: Self.url(url, searchPath: "\(schema),public"))))
                try await admin(url) { try await $0.execute(sql: SQLRaw("DROP SCHEMA \(schema) CASCADE")) { _ in } }
                return result
            } catch {
                try? await admin(url) { try await $0.execute(sql: SQLRaw("DROP SCHEMA \(schema) CASCADE")) { _ in } }
                throw error
            }
        }
    }

    /// A fresh database of `engine` in a temporary directory of its own, both removed afterwards.
    package static func withFresh<Result>(
        _ engine: DatabaseEngine, _ body: (TestDatabase) async throws -> Result
    ) async throws -> Result {
        try await withTemporaryDirectory { directory in try await with(engine, in: directory, body) }
    }

    /// A pool on this database (migrated when asked); the caller shuts it down.
    package func openPool(migrated: Bool = true) async throws -> any SQLConnectionPool {
        let pool = try await DatabasePools.open(location, maximumConnections: 4, logger: Logger(label: "test"))
        if migrated {
            do { try await MigrationRunner(pool: pool, logger: Logger(label: "test")).run() } catch {
                try? await pool.shutdown()
                throw error
            }
        }
        return pool
    }

    /// Runs `body` with this database opened as a server opens it (migrated when asked), and always closes it.
    package func withStorage<Result>(
        migrated: Bool = true, _ body: (Storage) async throws -> Result
    ) async throws -> Result {
        try await Storage.with(
            location, maximumConnections: 4, logger: Logger(label: "test"),
            migrating: migrated, body)
    }

    /// Runs `body` with a migrated pool and always shuts the pool down.
    package func withPool<Result>(
        migrated: Bool = true, _ body: (any SQLConnectionPool) async throws -> Result
    ) async throws -> Result {
        try await DatabasePools.withPool(location, maximumConnections: 4, logger: Logger(label: "test")) { pool in
            if migrated { try await MigrationRunner(pool: pool, logger: Logger(label: "test")).run() }
            return try await body(pool)
        }
    }

    /// `url` with a `search_path` parameter added to its query.
    package static func url(_ url: String, searchPath: String) -> String {
        url + (url.contains("?") ? "&" : "?") + "search_path=" + searchPath
    }

    /// A new database on the test PostgreSQL server, dropped afterwards: for processes (which take a
    /// URL, not a schema) and for what a schema does not isolate (VACUUM's horizon is per database).
    package static func withFreshPostgresDatabase(_ body: (String) async throws -> Void) async throws {
        let admin = try #require(TestDatabase.postgresURL)
        let name = "petspot_two_\(UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: ""))"
        try await execute("CREATE DATABASE \(name)", on: admin)
        guard let range = admin.range(of: "/", options: .backwards) else { return }
        let query = admin[range.upperBound...].firstIndex(of: "?").map { String(admin[$0...]) } ?? ""
        let url = String(admin[..<range.upperBound]) + name + query
        do {
            try await body(url)
        } catch {
            try? await execute("DROP DATABASE \(name) WITH (FORCE)", on: admin)
            throw error
        }
        try await execute("DROP DATABASE \(name) WITH (FORCE)", on: admin)
    }

    private static func execute(_ sql: String, on url: String) async throws {
        try await DatabasePools.withPool(.postgres(url: url), logger: Logger(label: "test.admin")) { pool in
            try await pool.withConnection { try await $0.execute(sql: SQLRaw(sql)) { _ in } }
        }
    }

    private static func admin(_ url: String, _ body: @Sendable (any SQLDatabase) async throws -> Void) async throws {
        try await DatabasePools.withPool(.postgres(url: url), logger: Logger(label: "test.admin")) { pool in
            try await pool.withConnection(body)
        }
    }
}

package enum TestDatabaseError: Error {
    case postgresNotConfigured
}

extension Storage {
    /// Storage whose database never answers: nothing listens on port 1, so every connection is
    /// refused. Call `shutdown()` when done.
    package static func unreachable() throws -> Storage {
        let pool = try PostgresDatabase.open(
            url: "postgres://petspot:petspot@127.0.0.1:1/petspot?tlsmode=disable", maximumConnections: 1,
            logger: Logger(label: "test"))
        return Storage(pool: pool, announcements: PostgresAnnouncementStore(pool: pool), replica: nil)
    }
}
