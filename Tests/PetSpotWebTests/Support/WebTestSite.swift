import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import PetSpotDomain
import PetSpotServer
import PetSpotCore
import PetSpotSite
import PetSpotOutbox
import PetSpotPhotos
import PetSpotStorage

/// The whole site (`buildSite`, as `petspot serve` runs it) on a free local port, with a
/// temporary database, photo folder and web sessions folder; `body` browses it.
enum WebTestSite {
    static func run<Result: Sendable>(
        _ configure: @escaping @Sendable (inout ServerConfiguration) -> Void = { _ in },
        _ body: @escaping @Sendable (Browser, URL) async throws -> Result
    ) async throws -> Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "petspot-web-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var configuration = ServerConfiguration(
            port: 0, database: .sqlite(path: directory.appendingPathComponent("petspot.sqlite").path),
            photosDirectory: directory.appendingPathComponent("photos"),
            webSessionsDirectory: directory.appendingPathComponent("web-sessions"), logLevel: .warning,
            passwordHashRounds: 10
        )
        // One client makes all of a test's reports (`TestApp` says why).
        configuration.reachingLimits.setCreation(reportsAnHour: 100_000, reportsADay: 100_000, photosAnHour: 100_000)
        configure(&configuration)
        let application = try await buildSite(configuration)
        return try await application.test(.live) { client in
            try await body(Browser(client: client), directory)
        }
    }

    /// Mail kept in the outbox (its .eml files out of the way), links under https://petspot.example:
    /// the configuration of the tests that read what PetSpot mailed (`sql`).
    static let withMail: @Sendable (inout ServerConfiguration) -> Void = { configuration in
        configuration.publicURL = URL(string: "https://petspot.example")
        configuration.mail = MailSettings(
            outboxDirectory: FileManager.default.temporaryDirectory.appendingPathComponent(
                "petspot-web-outbox-\(UUID())"))
    }

    /// `text`'s first column, `value`, from the site's database in `directory` (the outbox's messages, a confirmation…).
    static func sql(_ text: String, in directory: URL) async throws -> [String] {
        let database = DatabaseLocation.sqlite(path: directory.appendingPathComponent("petspot.sqlite").path)
        return try await DatabasePools.withPool(database, logger: Logger(label: "test")) { pool in
            try await pool.withWriteConnection {
                try await $0.raw("\(unsafeRaw: text)").all().map { try $0.decode(column: "value", as: String.self) }
            }
        }
    }

    /// A small PNG, as a browser would upload it.
    static let photo = PlaceholderImage.png(
        width: 24, height: 16, background: (240, 200, 120), foreground: (90, 60, 30))
}
