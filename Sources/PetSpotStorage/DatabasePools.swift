import Foundation
import Logging

/// Opens the pool a `DatabaseLocation` names: for migrations, photos in the database, and tools.
/// The announcement store of a location is opened with it by `Storage`.
public enum DatabasePools {
    public static func open(
        _ location: DatabaseLocation, maximumConnections: Int, logger: Logger
    ) async throws -> any SQLConnectionPool {
        let logger = quiet(logger)
        switch location {
        case .sqlite(let path):
            return try await SQLiteDatabase.open(path: path, maximumConnections: maximumConnections, logger: logger)
        case .postgres(let url):
            return try PostgresDatabase.open(url: url, maximumConnections: maximumConnections, logger: logger)
        }
    }

    /// The drivers log statements (with their bound values) at debug level: keep them quiet so
    /// contact details never reach a log, whatever the server's level.
    package static func quiet(_ logger: Logger) -> Logger {
        var quiet = logger
        quiet.logLevel = max(logger.logLevel, .notice)
        return quiet
    }
}

extension DatabasePools {
    /// Opens a pool, runs `body` with it and always closes it, also when `body` throws.
    public static func withPool<Result>(
        _ location: DatabaseLocation, maximumConnections: Int = 1, logger: Logger,
        _ body: (any SQLConnectionPool) async throws -> Result
    ) async throws -> Result {
        let pool = try await open(location, maximumConnections: maximumConnections, logger: logger)
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
