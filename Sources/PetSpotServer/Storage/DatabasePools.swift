import AsyncKit
import Foundation
import Logging
import NIOCore
import NIOPosix
import PostgresKit
import SQLiteKit

/// Opens the pool a `DatabaseLocation` names.
public enum DatabasePools {
    public static func open(_ location: DatabaseLocation, maximumConnections: Int, logger: Logger,
                            postgresSearchPath: [String]? = nil) async throws -> any SQLConnectionPool {
        // The drivers log statements (with their bound values) at debug level: keep them quiet so
        // contact details never reach a log, whatever the server's level.
        var databaseLogger = logger
        databaseLogger.logLevel = max(logger.logLevel, .notice)
        let group = MultiThreadedEventLoopGroup.singleton
        let perLoop = max(1, maximumConnections / max(1, System.coreCount))
        switch location {
        case .sqlite(let path):
            try FileManager.default.createDirectory(at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
            let source = TunedSQLiteSource(base: SQLiteConnectionSource(configuration: .init(storage: .file(path: path), enableForeignKeys: true)))
            let pool = EventLoopGroupConnectionPool(source: source, maxConnectionsPerEventLoop: perLoop, logger: databaseLogger, on: group)
            let pooled = PooledSQLDatabase(engine: .sqlite, pool: pool, logger: databaseLogger) { $0.sql(queryLogLevel: nil) }
            let readers = SQLiteReaders(path: path, cacheKibibytes: TunedSQLiteSource.cacheKibibytes, threads: max(2, System.coreCount))
            // The writer has a thread of its own: a commit's fsync, or a checkpoint copying the WAL back
            // into the database, can take a while, and must not hold a thread the readers need.
            let writerThread = NIOThreadPool(numberOfThreads: 1)
            writerThread.start()
            let writerSource = TunedSQLiteSource(base: SQLiteConnectionSource(
                configuration: .init(storage: .file(path: path), enableForeignKeys: true), threadPool: writerThread))
            let writer = EventLoopConnectionPool(source: writerSource, maxConnections: 1, requestTimeout: .seconds(30), pruneInterval: nil,
                                                 logger: databaseLogger, on: group.next())
            let database = SQLiteConnectionPools(pool: pooled, readers: readers, writer: writer, writerThread: writerThread, logger: databaseLogger)
            do {
                // Write-ahead logging: readers never wait for the writer, and it is a property of the file.
                try await database.withConnection { try await $0.execute(sql: SQLRaw("PRAGMA journal_mode = WAL")) { _ in } }
            } catch {
                try? await database.shutdown()
                throw error
            }
            return database
        case .postgres(let url):
            var configuration = try SQLPostgresConfiguration(url: url)
            configuration.searchPath = postgresSearchPath
            let source = PostgresConnectionSource(sqlConfiguration: configuration)
            let pool = EventLoopGroupConnectionPool(source: source, maxConnectionsPerEventLoop: perLoop, logger: databaseLogger, on: group)
            return PooledSQLDatabase(engine: .postgres, pool: pool, logger: databaseLogger) { $0.sql(queryLogLevel: nil) }
        }
    }
}

extension DatabasePools {
    /// Opens a pool, runs `body` with it and always closes it, also when `body` throws.
    public static func withPool<Result>(
        _ location: DatabaseLocation, maximumConnections: Int = 1, logger: Logger, postgresSearchPath: [String]? = nil,
        _ body: (any SQLConnectionPool) async throws -> Result
    ) async throws -> Result {
        let pool = try await open(location, maximumConnections: maximumConnections, logger: logger, postgresSearchPath: postgresSearchPath)
        do {
            let result = try await body(pool)
            try await pool.shutdown()
            return result
        } catch {
            try? await pool.shutdown()
            throw error
        }
    }
}

/// SQLite connections tuned for a server: durable commits, and a page cache that holds the hot index.
struct TunedSQLiteSource: ConnectionPoolSource {
    let base: SQLiteConnectionSource

    static let cacheKibibytes = 16384

    static let pragmas = [
        // FULL: a report answered 201 survives even a power cut, not only a killed process.
        "PRAGMA synchronous = FULL",
        // 16 MiB of page cache per connection (SQLite's default is 2 MiB), for the B-trees' upper
        // levels (the nearby list reads none: it is answered from memory). Memory-mapping the file instead was measured no faster, and
        // every connection re-faulted its map after writes grew the file (p99 spikes of 150-300 ms).
        "PRAGMA cache_size = -\(cacheKibibytes)",
    ]

    func makeConnection(logger: Logger, on eventLoop: any EventLoop) -> EventLoopFuture<SQLiteConnection> {
        base.makeConnection(logger: logger, on: eventLoop).flatMap { connection in
            Self.pragmas.reduce(eventLoop.makeSucceededVoidFuture()) { previous, pragma in
                previous.flatMap { connection.query(pragma).map { _ in } }
            }.map { connection }
        }
    }
}
