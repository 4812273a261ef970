import AsyncKit
import Foundation
import Logging
import NIOCore
import NIOPosix
import SQLKit
import SQLiteKit

/// One SQLite file, opened for a server: several connections for reading through SQLKit (WAL lets
/// readers run beside the writer), the hot reads' own connections (`SQLiteReaders`), and one
/// connection for writing, lent in turn on a thread of its own.
package final class SQLiteDatabase: SQLConnectionPool, @unchecked Sendable {
    // @unchecked: both pools are thread-safe (they hop to their event loops); the fields never change.
    package let engine = DatabaseEngine.sqlite
    private let pool: PooledSQLDatabase<TunedSQLiteSource>
    /// The hot reads' connections, through SQLite's C interface on threads of their own.
    package let readers: SQLiteReaders
    /// Readers with the file memory-mapped, for possible matches: a matches query reads some 150
    /// rows scattered over the file, and a page the cache lacks is then read where it lies, with no
    /// system call or copy (1M reports: 875 → 1,128 queries a second at 16 connections). The other
    /// reads stay unmapped: beside writes, a mapped reader maps the file again after checkpoints,
    /// which cost the nearby list more than it saved (docs/benchmarks.md, "What was tried").
    package let mappedReaders: SQLiteReaders
    package let writer: SQLiteWriter
    private let writerThread: NIOThreadPool
    /// The file the connections opened: a file deleted or put in its place later is not theirs.
    package let file: FileIdentity

    private init(
        pool: PooledSQLDatabase<TunedSQLiteSource>, readers: SQLiteReaders, mappedReaders: SQLiteReaders,
        writer: SQLiteWriter,
        writerThread: NIOThreadPool, file: FileIdentity
    ) {
        self.pool = pool
        self.readers = readers
        self.mappedReaders = mappedReaders
        self.writer = writer
        self.writerThread = writerThread
        self.file = file
    }

    /// Opens the file at `path` (creating it and its folder), in WAL mode.
    package static func open(path: String, maximumConnections: Int, logger: Logger) async throws -> SQLiteDatabase {
        try FileManager.default.createDirectory(
            at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
        let group = MultiThreadedEventLoopGroup.singleton
        let configuration = SQLiteConfiguration(storage: .file(path: path), enableForeignKeys: true)
        let source = TunedSQLiteSource(base: SQLiteConnectionSource(configuration: configuration))
        let pool = EventLoopGroupConnectionPool(
            source: source,
            maxConnectionsPerEventLoop: PooledSQLDatabase<TunedSQLiteSource>.perLoop(maximumConnections),
            logger: logger, on: group)
        let pooled = PooledSQLDatabase(engine: .sqlite, pool: pool, logger: logger) { $0.sql(queryLogLevel: nil) }
        let readers = SQLiteReaders(
            path: path, cacheKibibytes: TunedSQLiteSource.cacheKibibytes, threads: max(2, System.coreCount))
        let mappedReaders = SQLiteReaders(
            path: path, cacheKibibytes: TunedSQLiteSource.cacheKibibytes, threads: max(2, System.coreCount),
            mappedBytes: SQLiteReadConnection.mostMappedBytes)
        // The writer has a thread of its own: a commit's fsync, or a checkpoint copying the WAL back
        // into the database, can take a while, and must not hold a thread the readers need.
        let writerThread = NIOThreadPool(numberOfThreads: 1)
        writerThread.start()
        let writerSource = TunedSQLiteSource(
            base: SQLiteConnectionSource(configuration: configuration, threadPool: writerThread))
        let writer = EventLoopConnectionPool(
            source: writerSource, maxConnections: 1, requestTimeout: .seconds(30), pruneInterval: nil,
            logger: logger, on: group.next())
        let database = SQLiteDatabase(
            pool: pooled, readers: readers, mappedReaders: mappedReaders,
            writer: SQLiteWriter(pool: writer, logger: logger),
            writerThread: writerThread, file: FileIdentity(path: path))
        do {
            // Write-ahead logging: readers never wait for the writer, and it is a property of the file.
            try await database.withConnection {
                try await $0.execute(sql: SQLRaw("PRAGMA journal_mode = WAL")) { _ in }
            }
            try database.file.record()
        } catch {
            try? await database.shutdown()
            throw error
        }
        return database
    }

    package func withConnection<Result: Sendable>(
        _ body: @Sendable (any SQLDatabase) async throws -> Result
    ) async throws -> Result {
        try await pool.withConnection(body)
    }

    package func withWriteConnection<Result: Sendable>(
        _ body: @Sendable (any SQLDatabase) async throws -> Result
    ) async throws -> Result {
        try await writer.withConnection(body)
    }

    package func observeWaits(_ observer: PoolWaitObserver) {
        pool.observeWaits(observer)
    }

    package func shutdown() async throws {
        try await writer.pool.close().get()
        try await readers.close()
        try await mappedReaders.close()
        try await pool.shutdown()
        try await writerThread.shutdownGracefully()
    }
}

/// SQLite's single writer connection, lent in turn.
package struct SQLiteWriter: @unchecked Sendable {
    // @unchecked: the pool is thread-safe (it hops to its event loop).
    package let pool: EventLoopConnectionPool<TunedSQLiteSource>
    package let logger: Logger

    package func withConnection<Result: Sendable>(
        _ body: @Sendable (any SQLDatabase) async throws -> Result
    ) async throws -> Result {
        let connection = try await pool.requestConnection(logger: logger).get()
        defer { pool.releaseConnection(connection, logger: logger) }
        return try await body(connection.sql(queryLogLevel: nil))
    }
}

/// SQLite connections tuned for a server: durable commits, and a page cache that holds the hot index.
package struct TunedSQLiteSource: ConnectionPoolSource {
    package let base: SQLiteConnectionSource

    package static let cacheKibibytes = 16384

    package static let pragmas = [
        // FULL: a report answered 201 survives even a power cut, not only a killed process.
        "PRAGMA synchronous = FULL",
        // 16 MiB of page cache per connection (SQLite's default is 2 MiB), for the B-trees' upper
        // levels (the nearby list reads none: it is answered from memory). Memory-mapping the file
        // instead was measured no faster, and every connection re-faulted its map after writes grew
        // the file (p99 spikes of 150-300 ms).
        "PRAGMA cache_size = -\(cacheKibibytes)",
        // SQLiteNIO's busy handler retries a locked database forever. This process writes through
        // one connection, so a lock only waits on another process (a tool, a second server in
        // tests), and one held longer than this is a fault to report, not to hang a request on.
        "PRAGMA busy_timeout = \(busyTimeoutMilliseconds)",
    ]

    package static let busyTimeoutMilliseconds = 30_000

    package func makeConnection(logger: Logger, on eventLoop: any EventLoop) -> EventLoopFuture<SQLiteConnection> {
        base.makeConnection(logger: logger, on: eventLoop).flatMap { connection in
            Self.pragmas.reduce(eventLoop.makeSucceededVoidFuture()) { previous, pragma in
                previous.flatMap { connection.query(pragma).map { _ in } }
            }.map { connection }
        }
    }
}
