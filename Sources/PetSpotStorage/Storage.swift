import Foundation
import Logging

/// The database a server, a migration or a seed works on, opened once: its pool (migrations, photos
/// in the database, secrets) and its engine's announcement store. The one place the engine is chosen.
public struct Storage: Sendable {
    public let pool: any SQLConnectionPool
    public let announcements: any AnnouncementStore
    /// PostgreSQL's read replica for the lists, when one is configured.
    package let replica: (any SQLConnectionPool)?

    package init(pool: any SQLConnectionPool, announcements: any AnnouncementStore, replica: (any SQLConnectionPool)?) {
        self.pool = pool
        self.announcements = announcements
        self.replica = replica
    }

    /// Opens `location` (and `replica`, a PostgreSQL read replica of it, for the lists).
    public static func open(
        _ location: DatabaseLocation, replica replicaLocation: DatabaseLocation? = nil, maximumConnections: Int,
        logger: Logger
    ) async throws -> Storage {
        let logger = DatabasePools.quiet(logger)
        switch location {
        case .sqlite(let path):
            guard replicaLocation == nil else { throw StorageError.replicaNeedsPostgres }
            let database = try await SQLiteDatabase.open(
                path: path, maximumConnections: maximumConnections, logger: logger)
            return Storage(pool: database, announcements: SQLiteAnnouncementStore(database: database), replica: nil)
        case .postgres(let url):
            let pool = try PostgresDatabase.open(url: url, maximumConnections: maximumConnections, logger: logger)
            var replica: PostgresDatabase.Pool?
            switch replicaLocation {
            case nil: break
            case .postgres(let url)?:
                replica = try PostgresDatabase.open(url: url, maximumConnections: maximumConnections, logger: logger)
            case .sqlite?:
                try? await pool.shutdown()
                throw StorageError.replicaNeedsPostgres
            }
            return Storage(
                pool: pool, announcements: PostgresAnnouncementStore(pool: pool, replica: replica), replica: replica)
        }
    }

    /// Applies the pending migrations (on the primary only: a replica copies them), then lets the store
    /// bring up to date what it derives from its rows; returns the versions applied now.
    @discardableResult
    public func migrate(logger: Logger) async throws -> [Int] {
        let applied = try await MigrationRunner(pool: pool, logger: logger).run()
        let rendered = try await announcements.finishMigrations()
        if rendered > 0 { logger.info("Rendered listing documents", metadata: ["reports": "\(rendered)"]) }
        return applied
    }

    /// Reports each pool's waits for a connection to `record`, naming the pool (`primary`, `replica`).
    public func observePoolWaits(_ record: @escaping @Sendable (_ pool: String, _ wait: Duration) -> Void) {
        pool.observeWaits(PoolWaitObserver(name: "primary", record: record))
        replica?.observeWaits(PoolWaitObserver(name: "replica", record: record))
    }

    /// Every pool, to close on shutdown.
    package var pools: [any SQLConnectionPool] { [pool] + (replica.map { [$0] } ?? []) }

    /// Closes every connection; call once, when nothing uses the storage any more.
    public func shutdown() async throws {
        for pool in pools.reversed() { try await pool.shutdown() }
    }

    /// Opens and migrates (unless told not to) `location`, runs `body` with it, and always closes it.
    public static func with<Result>(
        _ location: DatabaseLocation, maximumConnections: Int = 2, logger: Logger,
        migrating: Bool = true, _ body: (Storage) async throws -> Result
    ) async throws -> Result {
        let storage = try await open(location, maximumConnections: maximumConnections, logger: logger)
        do {
            if migrating { try await storage.migrate(logger: logger) }
            let result = try await body(storage)
            try await storage.shutdown()
            return result
        } catch {
            try? await storage.shutdown()
            throw error
        }
    }
}

package enum StorageError: Error, CustomStringConvertible {
    case replicaNeedsPostgres

    package var description: String {
        "A read replica is a PostgreSQL database, beside a PostgreSQL primary"
    }
}
