import ArgumentParser
import Logging
import PetSpotServer

/// The settings every command shares; each falls back to its environment variable, then a default.
struct ServerOptions: ParsableArguments {
    @Option(help: "Address to listen on (PETSPOT_HOSTNAME; default 127.0.0.1).")
    var hostname: String?

    @Option(help: "Port to listen on (PETSPOT_PORT; default 8080).")
    var port: Int?

    @Option(help: "An SQLite file path or a postgres:// URL (DATABASE_URL; default ./.petspot/petspot.sqlite).")
    var database: String?

    @Option(name: .customLong("read-replica"),
            help: "A postgres:// URL of a read replica of --database, for the lists (PETSPOT_READ_REPLICA_URL; default none).")
    var readReplica: String?

    @Option(name: .customLong("photos-dir"), help: "Directory for uploaded photos (PETSPOT_PHOTOS_DIR; default ./.petspot/photos).")
    var photosDirectory: String?

    @Option(name: .customLong("admin-token"), help: "Operator token for deleting any report (PETSPOT_ADMIN_TOKEN; default none).")
    var adminToken: String?

    @Option(name: .customLong("web-sessions-dir"),
            help: "Directory for the web pages' per-browser drafts (PETSPOT_WEB_SESSIONS_DIR; default ./.petspot/web-sessions).")
    var webSessionsDirectory: String?

    @Option(name: .customLong("photo-storage"),
            help: "directory (files in --photos-dir) or database (rows shared by every server on the database) (PETSPOT_PHOTO_STORAGE; default directory).")
    var photoStorage: String?

    @Option(name: .customLong("db-connections"),
            help: "Database connections in the pool, spread over the event loops (PETSPOT_DB_CONNECTIONS; default 8).")
    var databaseConnections: Int?

    @Option(name: .customLong("log-level"), help: "trace, debug, info, notice, warning, error or critical (PETSPOT_LOG_LEVEL; default info).")
    var logLevel: String?

    func configuration() throws -> ServerConfiguration {
        do {
            return try ConfigurationInputs(
                hostname: hostname, port: port, database: database, photosDirectory: photosDirectory,
                adminToken: adminToken, logLevel: logLevel, webSessionsDirectory: webSessionsDirectory,
                databaseConnections: databaseConnections, photoStorage: photoStorage, readReplica: readReplica
            ).resolved()
        } catch let error as ConfigurationError {
            throw ValidationError(error.description)
        }
    }

    /// A logger for a maintenance command, at the configured level.
    func logger(_ label: String, for configuration: ServerConfiguration) -> Logger {
        var logger = Logger(label: label)
        logger.logLevel = configuration.logLevel
        return logger
    }
}
