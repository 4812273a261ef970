import Foundation
import Logging
import PetSpotDomain
import PetSpotSeeding
import PetSpotServer
import PetSpotCore
import PetSpotStorage

/// `petspot seed --demo`: adds a dozen realistic demo reports with placeholder photos, only when asked;
/// `petspot seed --synthetic N`: fills an empty database with N generated reports for the benchmarks.
struct SeedCommand {
    static let abstract = "Add demo reports (run again: the ones already there are kept, never duplicated or deleted)."

    static let demoOption = CommandOption(
        flag: "demo", value: nil, meaning: "Add the demo reports (required, so data is never added by accident).")
    static let syntheticOption = CommandOption(
        flag: "synthetic", value: "N",
        meaning: "Add this many generated reports for the benchmarks (to an empty database), spread over --area.")
    static let pairsOption = CommandOption(
        flag: "pairs", value: "N",
        meaning:
            "With --synthetic: also this many labelled pairs (one animal reported missing and found, and look-alikes nearby) for bench/matching."
    )
    static let alertsOption = CommandOption(
        flag: "alerts", value: "N",
        meaning: "Add this many generated confirmed area alerts (5 km, immediate) spread over --area, for bench/alerts."
    )
    static let seedOption = CommandOption(
        flag: "seed", value: "N",
        meaning: "The generated reports' seed: the same seed gives the same reports (default 20261122).")
    static let areaOption = CommandOption(
        flag: "area", value: "south,north,west,east",
        meaning: "The generated reports' area in degrees (default: about 3.93 million km² around Kraków).")
    static let latitudeOption = CommandOption(
        flag: "latitude", value: "degrees",
        meaning: "Latitude the demo reports are scattered around (default Kraków's).")
    static let longitudeOption = CommandOption(
        flag: "longitude", value: "degrees",
        meaning: "Longitude the demo reports are scattered around (default Kraków's).")
    static let options = [
        demoOption, syntheticOption, pairsOption, alertsOption, seedOption, areaOption, latitudeOption, longitudeOption,
    ]

    let demo: Bool
    let synthetic: Int?
    let pairs: Int
    let alerts: Int?
    let seed: UInt64
    let area: String?
    let latitude: Double
    let longitude: Double

    /// The options as given, each checked, with what is wrong said.
    init(_ settings: CommandLineSettings) throws {
        func number<N: LosslessStringConvertible>(_ option: CommandOption, _ range: ClosedRange<N>? = nil) throws -> N?
        where N: Comparable {
            guard let text = settings.value(option) else { return nil }
            guard let value = N(text), range.map({ $0.contains(value) }) ?? true else {
                let bounds = range.map { " from \($0.lowerBound) to \($0.upperBound)" } ?? ""
                throw ConfigurationError("--\(option.flag) must be a number\(bounds), not \(text)")
            }
            return value
        }
        demo = settings.isSet(Self.demoOption)
        synthetic = try number(Self.syntheticOption, 1...10_000_000)
        pairs = try number(Self.pairsOption, 0...100_000) ?? 0
        alerts = try number(Self.alertsOption, 1...10_000_000)
        seed = try number(Self.seedOption) ?? 20_261_122
        area = settings.value(Self.areaOption)
        latitude = try number(Self.latitudeOption, -90...90) ?? Coordinates.defaultArea.latitude
        longitude = try number(Self.longitudeOption, -180...180) ?? Coordinates.defaultArea.longitude
        guard demo || synthetic != nil || alerts != nil else {
            throw ConfigurationError(
                "Nothing to seed: pass --demo for the demo reports, --synthetic N for generated ones, or --alerts N for generated alerts."
            )
        }
        guard !(demo && alerts != nil) else {
            throw ConfigurationError("--alerts goes with --synthetic, or alone; not with --demo.")
        }
        guard !(demo && synthetic != nil) else {
            throw ConfigurationError("Pass either --demo or --synthetic, not both.")
        }
        guard pairs == 0 || synthetic != nil else { throw ConfigurationError("--pairs goes with --synthetic.") }
        _ = try syntheticArea()
    }

    static func run(_ settings: CommandLineSettings) async throws {
        try await SeedCommand(settings).run(settings.configuration)
    }

    func run(_ configuration: ServerConfiguration) async throws {
        let logger = Logger.command("petspot.seed", for: configuration)
        if let alerts {
            let area = try syntheticArea()
            let started = ContinuousClock.now
            try await Storage.with(configuration.database, logger: logger) { storage in
                try await storage.fillAlerts(count: alerts, alerts: SyntheticAlerts(area: area, seed: seed)) { done in
                    if done % 100_000 == 0 { print("\(done) of \(alerts) alerts stored") }
                }
            }
            print(
                "Added \(alerts) synthetic confirmed alerts over \(Int(area.squareKilometres)) km² in \(ContinuousClock.now - started)."
            )
            if synthetic == nil { return }
        }
        if let synthetic {
            let area = try syntheticArea()
            let started = ContinuousClock.now
            try await Storage.with(configuration.database, logger: logger) { storage in
                try await SyntheticSeeder(
                    storage: storage, photosDirectory: configuration.photosDirectory,
                    photoStorage: configuration.photoStorage,
                    hashRounds: configuration.passwordHashRounds
                )
                .fill(
                    count: synthetic, reports: SyntheticReports(area: area, seed: seed), pairs: pairs,
                    labelled: SyntheticPairs(area: area, seed: seed)
                ) { done in
                    print("\(done) of \(synthetic) reports stored")
                }
            }
            print(
                "Added \(synthetic) synthetic reports over \(Int(area.squareKilometres)) km² in \(ContinuousClock.now - started); "
                    + "each one's management password is \(SyntheticReports.password).")
            return
        }
        let added = try await Storage.with(configuration.database, logger: logger) { storage in
            let seeder = try DemoSeeder(
                storage: storage, photosDirectory: configuration.photosDirectory,
                photoStorage: configuration.photoStorage,
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
        guard degrees.count == 4, -90 < degrees[0], degrees[0] < degrees[1], degrees[1] < 90, -180 <= degrees[2],
            degrees[2] < degrees[3],
            degrees[3] <= 180
        else {
            throw ConfigurationError(
                "--area must be south,north,west,east in degrees, south < north and west < east, e.g. 41.15,58.85,5.92,33.96."
            )
        }
        return SyntheticReports.Area(south: degrees[0], north: degrees[1], west: degrees[2], east: degrees[3])
    }
}
