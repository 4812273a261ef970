import ArgumentParser
import PetSpotDomain
import PetSpotServer

/// `petspot seed --demo`: adds a dozen realistic demo reports with placeholder photos, only when asked;
/// `petspot seed --synthetic N`: fills an empty database with N generated reports for the benchmarks.
struct SeedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seed",
        abstract: "Add demo reports (run again: the ones already there are kept, never duplicated or deleted).",
        discussion: ServerSettings.help
    )

    @OptionGroup var options: ServerOptions

    @Flag(help: "Add the demo reports (required, so data is never added by accident).")
    var demo = false

    @Option(help: "Add this many generated reports for the benchmarks (to an empty database), spread over --area.")
    var synthetic: Int?

    @Option(help: "With --synthetic: also this many labelled pairs (one animal reported missing and found, and look-alikes nearby) for bench/matching.")
    var pairs: Int = 0

    @Option(help: "The generated reports' seed: the same seed gives the same reports.")
    var seed: UInt64 = 20_261_122

    @Option(help: "The generated reports' area as south,north,west,east degrees (default: about 3.93 million km² around Kraków).")
    var area: String?

    @Option(help: "Latitude the demo reports are scattered around.")
    var latitude: Double = Coordinates.defaultArea.latitude

    @Option(help: "Longitude the demo reports are scattered around.")
    var longitude: Double = Coordinates.defaultArea.longitude

    func validate() throws {
        guard demo || synthetic != nil else {
            throw ValidationError("Nothing to seed: pass --demo for the demo reports, or --synthetic N for generated ones.")
        }
        guard !(demo && synthetic != nil) else { throw ValidationError("Pass either --demo or --synthetic, not both.") }
        if let synthetic, !(1...10_000_000).contains(synthetic) {
            throw ValidationError("--synthetic must be from 1 to 10000000.")
        }
        guard (0...100_000).contains(pairs), pairs == 0 || synthetic != nil else {
            throw ValidationError("--pairs must be from 0 to 100000, with --synthetic.")
        }
        _ = try syntheticArea()
        guard (-90...90).contains(latitude), (-180...180).contains(longitude) else {
            throw ValidationError("--latitude must be from -90 to 90 and --longitude from -180 to 180.")
        }
    }

    func run() async throws {
        let configuration = try options.configuration()
        let logger = options.logger("petspot.seed", for: configuration)
        if let synthetic {
            let area = try syntheticArea()
            let started = ContinuousClock.now
            try await Storage.with(configuration.database, logger: logger) { storage in
                try await SyntheticSeeder(storage: storage, photosDirectory: configuration.photosDirectory, photoStorage: configuration.photoStorage,
                                    hashRounds: configuration.passwordHashRounds)
                    .fill(count: synthetic, reports: SyntheticReports(area: area, seed: seed), pairs: pairs,
                          labelled: SyntheticPairs(area: area, seed: seed)) { done in
                        print("\(done) of \(synthetic) reports stored")
                    }
            }
            print("Added \(synthetic) synthetic reports over \(Int(area.squareKilometres)) km² in \(ContinuousClock.now - started); "
                  + "each one's management password is \(SyntheticReports.password).")
            return
        }
        let added = try await Storage.with(configuration.database, logger: logger) { storage in
            let seeder = try DemoSeeder(storage: storage, photosDirectory: configuration.photosDirectory, photoStorage: configuration.photoStorage,
                                    hashRounds: configuration.passwordHashRounds)
            return try await seeder.seed(around: latitude, longitude)
        }
        for report in added {
            print("\(report.id)  \(report.summary)  management password: \(report.password)")
        }
        print(added.isEmpty ? "The demo reports are already there." : "Added \(added.count) demo reports.")
    }

    private func syntheticArea() throws -> SyntheticReports.Area {
        guard let area else { return .benchmark }
        let degrees = area.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard degrees.count == 4, -90 < degrees[0], degrees[0] < degrees[1], degrees[1] < 90, -180 <= degrees[2], degrees[2] < degrees[3],
              degrees[3] <= 180 else {
            throw ValidationError("--area must be south,north,west,east in degrees, south < north and west < east, e.g. 41.15,58.85,5.92,33.96.")
        }
        return SyntheticReports.Area(south: degrees[0], north: degrees[1], west: degrees[2], east: degrees[3])
    }
}
