import ArgumentParser
import PetSpotDomain
import PetSpotServer

/// `petspot seed --demo`: adds a dozen realistic demo reports with placeholder photos, only when asked.
struct SeedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seed",
        abstract: "Add demo reports (run again: the ones already there are kept, never duplicated or deleted)."
    )

    @OptionGroup var options: ServerOptions

    @Flag(help: "Add the demo reports (required, so data is never added by accident).")
    var demo = false

    @Option(help: "Latitude the demo reports are scattered around.")
    var latitude: Double = Coordinates.defaultArea.latitude

    @Option(help: "Longitude the demo reports are scattered around.")
    var longitude: Double = Coordinates.defaultArea.longitude

    func validate() throws {
        guard demo else { throw ValidationError("Nothing to seed: pass --demo to add the demo reports.") }
        guard (-90...90).contains(latitude), (-180...180).contains(longitude) else {
            throw ValidationError("--latitude must be from -90 to 90 and --longitude from -180 to 180.")
        }
    }

    func run() async throws {
        let configuration = try options.configuration()
        let logger = options.logger("petspot.seed", for: configuration)
        let added = try await DatabasePools.withPool(configuration.database, logger: logger) { pool in
            try await MigrationRunner(pool: pool, logger: logger).run()
            let seeder = try DemoSeeder(pool: pool, photosDirectory: configuration.photosDirectory, hashCost: configuration.passwordHashCost)
            return try await seeder.seed(around: latitude, longitude)
        }
        for report in added {
            print("\(report.id)  \(report.summary)  management password: \(report.password)")
        }
        print(added.isEmpty ? "The demo reports are already there." : "Added \(added.count) demo reports.")
    }
}
