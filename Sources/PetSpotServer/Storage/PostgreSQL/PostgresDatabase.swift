import AsyncKit
import Logging
import NIOPosix
import PostgresKit

/// A pool of connections to one PostgreSQL database.
enum PostgresDatabase {
    typealias Pool = PooledSQLDatabase<PostgresConnectionSource>

    /// Opens a pool on `url`; `searchPath` names the schemas its queries see (the tests' own schema).
    static func open(url: String, maximumConnections: Int, logger: Logger, searchPath: [String]? = nil) throws -> Pool {
        var configuration = try SQLPostgresConfiguration(url: url)
        configuration.searchPath = searchPath
        let source = PostgresConnectionSource(sqlConfiguration: configuration)
        let pool = EventLoopGroupConnectionPool(source: source, maxConnectionsPerEventLoop: Pool.perLoop(maximumConnections),
                                                logger: logger, on: MultiThreadedEventLoopGroup.singleton)
        return PooledSQLDatabase(engine: .postgres, pool: pool, logger: logger) { $0.sql(queryLogLevel: nil) }
    }
}
