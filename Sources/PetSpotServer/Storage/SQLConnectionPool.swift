import AsyncKit
import Logging
import NIOCore
import NIOConcurrencyHelpers
import NIOPosix
import SQLKit
import SQLiteKit

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
    /// A connection for writing. SQLite allows one writer at a time: its pools lend a single writer
    /// connection in turn, so writers queue in order instead of retrying on a busy lock.
    func withWriteConnection<Result: Sendable>(_ body: @Sendable (any SQLDatabase) async throws -> Result) async throws -> Result
    /// Inserts one row, durably. A requirement (not only an extension method), so that SQLite's pools
    /// are asked for it through `any SQLConnectionPool` and batch concurrent rows into one commit.
    func insert(into table: String, columns: [String], values: [any Encodable & Sendable]) async throws
    /// Closes every connection; call exactly once, when nothing uses the pool any more.
    func shutdown() async throws
}

extension SQLConnectionPool {
    /// Any connection can write (PostgreSQL).
    public func withWriteConnection<Result: Sendable>(_ body: @Sendable (any SQLDatabase) async throws -> Result) async throws -> Result {
        try await withConnection(body)
    }

    /// Each row commits on its own (PostgreSQL commits concurrent transactions in parallel).
    public func insert(into table: String, columns: [String], values: [any Encodable & Sendable]) async throws {
        let statement = SQLQueryString.insert(into: table, columns: columns, rows: [values])
        try await withWriteConnection { database in try await database.raw(statement).run() }
    }

    /// Runs `body` in one write transaction on one connection: committed when it returns, rolled back when it throws.
    public func transaction<Result: Sendable>(_ body: @Sendable (any SQLDatabase) async throws -> Result) async throws -> Result {
        let engine = self.engine
        return try await withWriteConnection { database in try await SQLTransaction.run(on: database, engine: engine, body) }
    }
}

extension SQLQueryString {
    /// `INSERT INTO table (columns) VALUES (…), (…)`, every value bound.
    static func insert(into table: String, columns: [String], rows: [[any Encodable & Sendable]]) -> SQLQueryString {
        var sql: SQLQueryString = "INSERT INTO \(unsafeRaw: table) (\(unsafeRaw: columns.joined(separator: ", "))) VALUES "
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
enum SQLTransaction {
    static func run<Result: Sendable>(on database: any SQLDatabase, engine: DatabaseEngine,
                                      _ body: @Sendable (any SQLDatabase) async throws -> Result) async throws -> Result {
        try await database.execute(sql: SQLRaw(engine.beginWriteTransaction)) { _ in }
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

/// SQLite's pools: several connections for reading (WAL lets readers run beside the writer), the hot
/// reads' own connections, and one connection for writing, lent in turn.
final class SQLiteConnectionPools: SQLConnectionPool, @unchecked Sendable {
    // @unchecked: both pools are thread-safe (they hop to their event loops); the fields never change.
    let engine = DatabaseEngine.sqlite
    private let pool: PooledSQLDatabase<TunedSQLiteSource>
    /// The hot reads' connections, through SQLite's C interface on threads of their own.
    let readers: SQLiteReaders
    /// The listed reports in memory, for the nearby list (`ListingMirror`), shared by this pool's stores.
    let listings = ListingMirror()
    private let writer: SQLiteWriter
    private let writerThread: NIOThreadPool
    private let groupCommits = NIOLockedValueBox<[String: GroupCommit]>([:])

    init(pool: PooledSQLDatabase<TunedSQLiteSource>, readers: SQLiteReaders, writer: EventLoopConnectionPool<TunedSQLiteSource>,
         writerThread: NIOThreadPool, logger: Logger) {
        self.pool = pool
        self.readers = readers
        self.writer = SQLiteWriter(pool: writer, logger: logger)
        self.writerThread = writerThread
    }

    /// One writer, one fsync per commit: concurrent inserts into a table share statements and commits.
    func insert(into table: String, columns: [String], values: [any Encodable & Sendable]) async throws {
        let writer = self.writer
        let group = groupCommits.withLockedValue { commits in
            if let existing = commits[table] { return existing }
            let created = GroupCommit(writer: writer, table: table, columns: columns)
            commits[table] = created
            return created
        }
        try await group.insert(values)
    }

    /// The group commit of `table`, once a row has been inserted into it.
    func groupCommit(of table: String) -> GroupCommit? {
        groupCommits.withLockedValue { $0[table] }
    }

    func withConnection<Result: Sendable>(_ body: @Sendable (any SQLDatabase) async throws -> Result) async throws -> Result {
        try await pool.withConnection(body)
    }

    func withWriteConnection<Result: Sendable>(_ body: @Sendable (any SQLDatabase) async throws -> Result) async throws -> Result {
        try await writer.withConnection(body)
    }

    func shutdown() async throws {
        try await writer.pool.close().get()
        try await readers.close()
        try await pool.shutdown()
        try await writerThread.shutdownGracefully()
    }
}

/// SQLite's single writer connection, lent in turn.
struct SQLiteWriter: @unchecked Sendable {
    // @unchecked: the pool is thread-safe (it hops to its event loop).
    let pool: EventLoopConnectionPool<TunedSQLiteSource>
    let logger: Logger

    func withConnection<Result: Sendable>(_ body: @Sendable (any SQLDatabase) async throws -> Result) async throws -> Result {
        let connection = try await pool.requestConnection(logger: logger).get()
        defer { pool.releaseConnection(connection, logger: logger) }
        return try await body(connection.sql(queryLogLevel: nil))
    }
}
