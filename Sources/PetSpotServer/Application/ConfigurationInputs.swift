import Foundation
import Logging

/// What the command line said, before environment fallbacks and defaults: each setting comes from
/// its flag, else its environment variable, else the laptop-friendly default.
public struct ConfigurationInputs: Sendable, Equatable {
    public var hostname: String?
    public var port: Int?
    public var database: String?
    public var photosDirectory: String?
    public var adminToken: String?
    public var logLevel: String?
    public var webSessionsDirectory: String?
    public var databaseConnections: Int?
    public var photoStorage: String?
    public var readReplica: String?

    public init(hostname: String? = nil, port: Int? = nil, database: String? = nil, photosDirectory: String? = nil,
                adminToken: String? = nil, logLevel: String? = nil, webSessionsDirectory: String? = nil, databaseConnections: Int? = nil,
                photoStorage: String? = nil, readReplica: String? = nil) {
        self.hostname = hostname
        self.port = port
        self.database = database
        self.photosDirectory = photosDirectory
        self.adminToken = adminToken
        self.logLevel = logLevel
        self.webSessionsDirectory = webSessionsDirectory
        self.databaseConnections = databaseConnections
        self.photoStorage = photoStorage
        self.readReplica = readReplica
    }

    /// The environment variables read, for `--help` and the README.
    public enum Variable: String, CaseIterable, Sendable {
        case hostname = "PETSPOT_HOSTNAME", port = "PETSPOT_PORT", database = "DATABASE_URL"
        case photosDirectory = "PETSPOT_PHOTOS_DIR", adminToken = "PETSPOT_ADMIN_TOKEN", logLevel = "PETSPOT_LOG_LEVEL"
        case webSessionsDirectory = "PETSPOT_WEB_SESSIONS_DIR", databaseConnections = "PETSPOT_DB_CONNECTIONS"
        case photoStorage = "PETSPOT_PHOTO_STORAGE", readReplica = "PETSPOT_READ_REPLICA_URL"
    }

    public func resolved(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> ServerConfiguration {
        func fromEnvironment(_ variable: Variable) -> String? {
            environment[variable.rawValue].flatMap { $0.isEmpty ? nil : $0 }
        }
        var configuration = ServerConfiguration()
        if let hostname = hostname ?? fromEnvironment(.hostname) { configuration.hostname = hostname }
        if let port = try port ?? fromEnvironment(.port).map(Self.port) {
            guard (0...65_535).contains(port) else { throw ConfigurationError("--port must be from 0 to 65535, not \(port)") }
            configuration.port = port
        }
        if let database = database ?? fromEnvironment(.database) { configuration.database = DatabaseLocation(parsing: database) }
        if let replica = readReplica ?? fromEnvironment(.readReplica) {
            guard case .postgres = configuration.database, case .postgres = DatabaseLocation(parsing: replica) else {
                throw ConfigurationError("--read-replica must be a postgres:// URL, beside a PostgreSQL --database (a replica of it)")
            }
            configuration.listingReplica = DatabaseLocation(parsing: replica)
        }
        if let photos = photosDirectory ?? fromEnvironment(.photosDirectory) {
            configuration.photosDirectory = URL(fileURLWithPath: photos)
        }
        if let storage = photoStorage ?? fromEnvironment(.photoStorage) {
            guard let parsed = PhotoStorage(rawValue: storage.lowercased()) else {
                throw ConfigurationError("--photo-storage must be directory or database, not \(storage)")
            }
            configuration.photoStorage = parsed
        }
        if let sessions = webSessionsDirectory ?? fromEnvironment(.webSessionsDirectory) {
            configuration.webSessionsDirectory = URL(fileURLWithPath: sessions)
        }
        if let connections = try databaseConnections ?? fromEnvironment(.databaseConnections).map({ try Self.number($0, "PETSPOT_DB_CONNECTIONS") }) {
            guard (1...512).contains(connections) else { throw ConfigurationError("--db-connections must be from 1 to 512, not \(connections)") }
            configuration.maximumDatabaseConnections = connections
        }
        configuration.adminToken = (adminToken ?? fromEnvironment(.adminToken)).flatMap { $0.isEmpty ? nil : $0 }
        if let level = logLevel ?? fromEnvironment(.logLevel) {
            guard let parsed = Logger.Level(rawValue: level.lowercased()) else {
                let levels = Logger.Level.allCases.map(\.rawValue).joined(separator: ", ")
                throw ConfigurationError("--log-level must be one of \(levels), not \(level)")
            }
            configuration.logLevel = parsed
        }
        return configuration
    }

    private static func number(_ text: String, _ variable: String) throws -> Int {
        guard let number = Int(text) else { throw ConfigurationError("\(variable) must be a whole number, not \(text)") }
        return number
    }

    private static func port(_ text: String) throws -> Int {
        guard let port = Int(text) else { throw ConfigurationError("PETSPOT_PORT must be a port number, not \(text)") }
        return port
    }
}

/// A setting that cannot be used, with what to do instead.
public struct ConfigurationError: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
