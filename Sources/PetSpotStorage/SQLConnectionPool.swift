import AsyncKit
import Logging
import NIOConcurrencyHelpers
import NIOCore
import SQLKit

/// The SQL engines PetSpot runs on; raw SQL differs only where these do.
public enum DatabaseEngine: String, Sendable, CaseIterable {
    case sqlite, postgres

    /// How this engine spells what shared SQL does its own way; each engine's folder spells its own.
    package var dialect: EngineDialect {
        switch self {
        case .sqlite: .sqlite
        case .postgres: .postgres
        }
    }
}

/// What the SQL shared by both engines (transactions, limits, the outbox, the sign-in links) says
/// differently per engine. Spelled once per engine, in its folder (`SQLiteDialect`,
/// `PostgresDialect`), so no shared code asks which engine it runs on.
package struct EngineDialect: Sendable {
    /// Starts a write transaction.
    package let beginWriteTransaction: String
    /// Follows a read of a row that the transaction then writes from (an edit, a photo): the
    /// read sees the row as committed, and no other writer changes it before this commit.
    package let lockRowForUpdate: String
    /// Follows a read of a row that a write in the same transaction depends on (a sighting on its
    /// report): a delete of that row waits for this commit, or was committed and the read finds nothing.
    package let holdRowRead: String
    /// Follows the subquery that picks the next row to claim (the outbox): two claimers at once take
    /// different rows instead of waiting for each other.
    package let skipLockedRows: String
    /// Inside a write transaction: what makes every other transaction that says the same for a key
    /// wait until this one ends, so a count and the insert it allows are one step; `nil` where the
    /// engine lets one writer in at a time anyway.
    package let serializeWriters: @Sendable (_ key: String) -> SQLQueryString?
    /// `SELECT id, address, latitude, longitude, radius_km` of the alerts (as `a`) whose box holds
    /// the point, through the engine's spatial index; the caller adds `AND` terms.
    package let alertsWhoseBoxHolds: @Sendable (_ latitude: Double, _ longitude: Double) -> SQLQueryString
}

/// A pool of connections to one database, lent out one at a time.
public protocol SQLConnectionPool: Sendable {
    var engine: DatabaseEngine { get }
    func withConnection<Result: Sendable>(
        _ body: @Sendable (any SQLDatabase) async throws -> Result
    ) async throws -> Result
    /// A connection for writing. SQLite allows one writer at a time: its pools lend a single writer
    /// connection in turn, so writers queue in order instead of retrying on a busy lock.
    func withWriteConnection<Result: Sendable>(
        _ body: @Sendable (any SQLDatabase) async throws -> Result
    ) async throws -> Result
    /// Closes every connection; call exactly once, when nothing uses the pool any more.
    func shutdown() async throws
    /// Tells `observer` how long each request for a connection waited (the metrics' pool waits).
    func observeWaits(_ observer: PoolWaitObserver)
}

/// Where a pool reports how long a request waited for a connection, with the pool's name.
public struct PoolWaitObserver: Sendable {
    public let name: String
    public let record: @Sendable (_ pool: String, _ wait: Duration) -> Void

    public init(name: String, record: @escaping @Sendable (_ pool: String, _ wait: Duration) -> Void) {
        self.name = name
        self.record = record
    }
}

extension SQLConnectionPool {
    /// Any connection can write (PostgreSQL).
    public func withWriteConnection<Result: Sendable>(
        _ body: @Sendable (any SQLDatabase) async throws -> Result
    ) async throws -> Result {
        try await withConnection(body)
    }

    /// Runs `body` in one write transaction on one connection: committed when it returns, rolled back when it throws.
    public func transaction<Result: Sendable>(
        _ body: @Sendable (any SQLDatabase) async throws -> Result
    ) async throws -> Result {
        let engine = self.engine
        return try await withWriteConnection { database in
            try await SQLTransaction.run(on: database, engine: engine, body)
        }
    }
}

extension SQLQueryString {
    /// `INSERT INTO table (columns) VALUES (…), (…)`, every value bound.
    package static func insert(
        into table: String, columns: [String], rows: [[any Encodable & Sendable]]
    ) -> SQLQueryString {
        var sql: SQLQueryString =
            "INSERT INTO \(unsafeRaw: table) (\(unsafeRaw: columns.joined(separator: ", "))) VALUES "
        for (rowIndex, row) in rows.enumerated() {
            sql.appendLiteral(rowIndex == 0 ? "(" : ", (")
            for (index, value) in row.enumerated() {
                if index > 0 { sql.appendLiteral(", ") }
                sql.appendInterpolation(bind: value)
            }
            sql.appendLiteral(")")
        }
        return sql
    }
}

/// One transaction on one connection.
package enum SQLTransaction {
    package static func run<Result: Sendable>(
        on database: any SQLDatabase, engine: DatabaseEngine,
        _ body: @Sendable (any SQLDatabase) async throws -> Result
    ) async throws -> Result {
        try await database.execute(sql: SQLRaw(engine.dialect.beginWriteTransaction)) { _ in }
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

/// AsyncKit's event-loop connection pool, for either engine's connection source.
package final class PooledSQLDatabase<Source: ConnectionPoolSource>: SQLConnectionPool, @unchecked Sendable
where Source.Connection: Sendable {
    // @unchecked: the pool is thread-safe (it hops to each event loop) and the closures are immutable.
    package let engine: DatabaseEngine
    private let pool: EventLoopGroupConnectionPool<Source>
    package let logger: Logger
    private let makeDatabase: @Sendable (Source.Connection) -> any SQLDatabase
    private let observer = NIOLockedValueBox<PoolWaitObserver?>(nil)

    package init(
        engine: DatabaseEngine, pool: EventLoopGroupConnectionPool<Source>, logger: Logger,
        makeDatabase: @escaping @Sendable (Source.Connection) -> any SQLDatabase
    ) {
        self.engine = engine
        self.pool = pool
        self.logger = logger
        self.makeDatabase = makeDatabase
    }

    package func withConnection<Result: Sendable>(
        _ body: @Sendable (any SQLDatabase) async throws -> Result
    ) async throws -> Result {
        let makeDatabase = self.makeDatabase
        return try await withDriverConnection { try await body(makeDatabase($0)) }
    }

    /// Runs `body` with a connection of the driver's own type (for PostgreSQL's prepared statements).
    package func withDriverConnection<Result: Sendable>(
        _ body: (Source.Connection) async throws -> Result
    ) async throws -> Result {
        let asked = ContinuousClock.now
        let connection = try await pool.requestConnection(logger: logger).get()
        if let observer = observer.withLockedValue({ $0 }) {
            observer.record(observer.name, ContinuousClock.now - asked)
        }
        do {
            let result = try await body(connection)
            pool.releaseConnection(connection, logger: logger)
            return result
        } catch {
            pool.releaseConnection(connection, logger: logger)
            throw error
        }
    }

    package func shutdown() async throws {
        try await pool.shutdownAsync()
    }

    package func observeWaits(_ observer: PoolWaitObserver) {
        self.observer.withLockedValue { $0 = observer }
    }

    /// Connections per event loop for about `maximumConnections` in all (at least one per loop).
    package static func perLoop(_ maximumConnections: Int) -> Int {
        max(1, maximumConnections / max(1, System.coreCount))
    }
}
