import ArgumentParser
import PetSpotServer

/// `petspot migrate`: applies pending schema migrations and exits.
struct MigrateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "migrate", abstract: "Apply pending database migrations.")

    @OptionGroup var options: ServerOptions

    func run() async throws {
        let configuration = try options.configuration()
        let logger = options.logger("petspot.migrate", for: configuration)
        let applied = try await DatabasePools.withPool(configuration.database, logger: logger) { pool in
            try await MigrationRunner(pool: pool, logger: logger).run()
        }
        print(applied.isEmpty ? "\(configuration.database): up to date." : "\(configuration.database): applied \(applied.map(String.init).joined(separator: ", ")).")
    }
}
