import PetSpotDomain
import Foundation
import Logging
import SQLKit

/// Applies the schema's pending migrations in order, each in its own transaction, and records them
/// in `schema_migrations`. Safe to run from several processes at once: SQLite's write lock and a
/// PostgreSQL advisory lock let one apply while the others wait and then find nothing to do.
public struct MigrationRunner: Sendable {
    package let pool: any SQLConnectionPool
    package let migrations: [Migration]
    package let logger: Logger

    public init(pool: any SQLConnectionPool, logger: Logger) {
        self.init(pool: pool, migrations: Migrations.all, logger: logger)
    }

    package init(pool: any SQLConnectionPool, migrations: [Migration], logger: Logger) {
        self.pool = pool
        self.migrations = migrations
        self.logger = logger
    }

    /// Applies what is pending; returns the versions applied now.
    @discardableResult
    public func run() async throws -> [Int] {
        try await applyPending()
    }

    private func applyPending() async throws -> [Int] {
        let engine = pool.engine
        let migrations = self.migrations
        let logger = self.logger
        return try await pool.transaction { database in
            // Serialises concurrent `petspot` processes migrating one database (SQLite's write
            // transaction already does).
            if let lock = engine.dialect.serializeWriters("schema_migrations") { try await database.raw(lock).run() }
            try await database.execute(
                sql: SQLRaw(
                    """
                    CREATE TABLE IF NOT EXISTS schema_migrations (
                        version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)
                    """)
            ) { _ in }
            let applied = Set(
                try await database.select().column("version").from("schema_migrations").all(
                    decodingColumn: "version", as: Int.self))
            var appliedNow: [Int] = []
            for migration in migrations.sorted(by: { $0.version < $1.version })
            where !applied.contains(migration.version) {
                for statement in migration.statements(engine) {
                    do {
                        try await database.execute(sql: SQLRaw(statement)) { _ in }
                    } catch {
                        throw MigrationError(migration: migration, statement: statement, underlying: error)
                    }
                }
                try await database.insert(into: "schema_migrations")
                    .columns("version", "name", "applied_at")
                    .values(
                        SQLBind(migration.version), SQLBind(migration.name), SQLBind(Timestamp.milliseconds(Date()))
                    )
                    .run()
                logger.info(
                    "Applied migration", metadata: ["version": "\(migration.version)", "name": "\(migration.name)"])
                appliedNow.append(migration.version)
            }
            return appliedNow
        }
    }
}

/// A migration that failed, with what to do when it needs something the database server lacks.
public struct MigrationError: Error, CustomStringConvertible {
    package let migration: Migration
    package let statement: String
    package let underlying: any Error

    public var description: String {
        let failed = "Migration \(migration.version) (\(migration.name)) failed: \(String(reflecting: underlying))"
        guard statement.hasPrefix("CREATE EXTENSION") else { return failed }
        let name = statement.split(separator: " ").last.map(String.init) ?? "?"
        return """
            \(failed). PetSpot needs PostgreSQL's '\(name)' extension, which is part of PostgreSQL's contrib modules: \
            install them on the database server (Debian: the postgresql package; elsewhere often postgresql-contrib), \
            and run PetSpot as a user allowed to create extensions in this database (CREATE privilege), \
            or have an administrator run CREATE EXTENSION \(name) in it once.
            """
    }
}
