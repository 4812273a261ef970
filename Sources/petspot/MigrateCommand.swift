import ArgumentParser
import PetSpotServer

/// `petspot migrate`: applies pending schema migrations and exits.
struct MigrateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate", abstract: "Apply pending database migrations.", discussion: ServerSettings.help
    )

    @OptionGroup var options: ServerOptions

    func run() async throws {
        let configuration = try options.configuration()
        let logger = options.logger("petspot.migrate", for: configuration)
        let storage = try await Storage.open(configuration.database, maximumConnections: 2, logger: logger)
        let applied: [Int]
        do {
            applied = try await storage.migrate(logger: logger)
            try await storage.shutdown()
        } catch {
            try? await storage.shutdown()
            throw error
        }
        print(applied.isEmpty ? "\(configuration.database): up to date." : "\(configuration.database): applied \(applied.map(String.init).joined(separator: ", ")).")
    }
}
