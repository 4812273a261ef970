import AsyncKit
import Foundation
import Logging
import NIOPosix
import PostgresKit

/// A pool of connections to one PostgreSQL database.
package enum PostgresDatabase {
    package typealias Pool = PooledSQLDatabase<PostgresConnectionSource>

    /// Opens a pool on `url`. Its `search_path` parameter, when given (`?search_path=petspot,public`),
    /// names the schemas the queries see: one database can hold several PetSpots (the tests' schemas).
    package static func open(url: String, maximumConnections: Int, logger: Logger) throws -> Pool {
        let (serverURL, searchPath) = Self.searchPath(in: url)
        var configuration = try SQLPostgresConfiguration(url: serverURL)
        configuration.searchPath = searchPath
        let source = PostgresConnectionSource(sqlConfiguration: configuration)
        let pool = EventLoopGroupConnectionPool(
            source: source, maxConnectionsPerEventLoop: Pool.perLoop(maximumConnections),
            logger: logger, on: MultiThreadedEventLoopGroup.singleton)
        return PooledSQLDatabase(engine: .postgres, pool: pool, logger: logger) { $0.sql(queryLogLevel: nil) }
    }

    /// `url` without its `search_path` parameter, and the schemas that parameter lists.
    package static func searchPath(in url: String) -> (url: String, searchPath: [String]?) {
        guard var components = URLComponents(string: url),
            let item = components.queryItems?.first(where: { $0.name == "search_path" }), let value = item.value
        else { return (url, nil) }
        components.queryItems = components.queryItems?.filter { $0.name != "search_path" }
        if components.queryItems?.isEmpty == true { components.queryItems = nil }
        let schemas = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return (components.string ?? url, schemas.isEmpty ? nil : schemas)
    }
}
