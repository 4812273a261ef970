import AsyncKit
import Logging
import NIOCore
import SQLKit

/// The SQL engines PetSpot runs on; raw SQL differs only where these do.
public enum DatabaseEngine: String, Sendable, CaseIterable {
    case sqlite, postgres

    /// Starts a write transaction; SQLite takes its write lock up front so two writers never deadlock.
    var beginWriteTransaction: String { self == .sqlite ? "BEGIN IMMEDIATE" : "BEGIN" }
}

/// A pool of connections to one database, lent out one at a time.
public protocol SQLConnectionPool: Sendable {
    var engine: DatabaseEngine { get }
    func withConnection<Result: Sendable>(_ body: @Sendable (any SQLDatabase) async throws -> Result) async throws -> Result
    /// Closes every connection; call exactly once, when nothing uses the pool any more.
    func shutdown() async throws
}

extension SQLConnectionPool {
    /// Runs `body` in one write transaction on one connection: committed when it returns, rolled back when it throws.
    public func transaction<Result: Sendable>(_ body: @Sendable (any SQLDatabase) async throws -> Result) async throws -> Result {
        let begin = engine.beginWriteTransaction
        return try await withConnection { database in
            try await database.execute(sql: SQLRaw(begin)) { _ in }
            do {
                let result = try await body(database)
                try await database.execute(sql: SQLRaw("COMMIT")) { _ in }
                return result
            } catch {
                try? await database.execute(sql: SQLRaw("ROLLBACK")) { _ in }
                throw error
            }
        }
    }
}

/// AsyncKit's event-loop connection pool, for either engine's connection source.
final class PooledSQLDatabase<Source: ConnectionPoolSource>: SQLConnectionPool, @unchecked Sendable where Source.Connection: Sendable {
    // @unchecked: the pool is thread-safe (it hops to each event loop) and the closures are immutable.
    let engine: DatabaseEngine
    private let pool: EventLoopGroupConnectionPool<Source>
    private let logger: Logger
    private let makeDatabase: @Sendable (Source.Connection) -> any SQLDatabase

    init(engine: DatabaseEngine, pool: EventLoopGroupConnectionPool<Source>, logger: Logger,
         makeDatabase: @escaping @Sendable (Source.Connection) -> any SQLDatabase) {
        self.engine = engine
        self.pool = pool
        self.logger = logger
        self.makeDatabase = makeDatabase
    }

    func withConnection<Result: Sendable>(_ body: @Sendable (any SQLDatabase) async throws -> Result) async throws -> Result {
        let connection = try await pool.requestConnection(logger: logger).get()
        do {
            let result = try await body(makeDatabase(connection))
            pool.releaseConnection(connection, logger: logger)
            return result
        } catch {
            pool.releaseConnection(connection, logger: logger)
            throw error
        }
    }

    func shutdown() async throws {
        try await pool.shutdownAsync()
    }
}
