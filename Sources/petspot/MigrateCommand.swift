import Logging
import PetSpotServer
import PetSpotCore
import PetSpotStorage

/// `petspot migrate`: applies pending schema migrations and exits.
enum MigrateCommand {
    static let abstract = "Apply pending database migrations."

    static func run(_ settings: CommandLineSettings) async throws {
        let configuration = settings.configuration
        let logger = Logger.command("petspot.migrate", for: configuration)
        let storage = try await Storage.open(configuration.database, maximumConnections: 2, logger: logger)
        let applied: [Int]
        do {
            applied = try await storage.migrate(logger: logger)
            try await storage.shutdown()
        } catch {
            try? await storage.shutdown()
            throw error
        }
        print(
            applied.isEmpty
                ? "\(configuration.database): up to date."
                : "\(configuration.database): applied \(applied.map(String.init).joined(separator: ", ")).")
    }
}

extension Logger {
    /// A logger for a maintenance command, at the configured level.
    static func command(_ label: String, for configuration: ServerConfiguration) -> Logger {
        var logger = Logger(label: label)
        logger.logLevel = configuration.logLevel
        return logger
    }
}
