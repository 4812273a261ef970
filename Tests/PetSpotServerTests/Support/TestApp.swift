import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
@testable import PetSpotServer
import PetSpotCore
import PetSpotStorage
import PetSpotStorageTesting

/// What a test sees of the running application.
struct TestContext: Sendable {
    let client: any TestClientProtocol
    let clock: TestClock
    let directory: URL
    let configuration: ServerConfiguration
    let database: TestDatabase

    var photosDirectory: URL { configuration.photosDirectory }

    /// The stored photo files (temporary upload files excluded).
    func storedPhotoFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: photosDirectory.path).filter { !$0.hasPrefix(".") }.sorted()
    }
}

/// Builds the real application (real database, real photo directory) and runs `body` against it.
func withTestApp<Result>(
    engine: DatabaseEngine = .sqlite,
    testing: TestingSetup = .router,
    logger: Logger? = nil,
    _ configure: (inout ServerConfiguration) -> Void = { _ in },
    _ body: @escaping @Sendable (TestContext) async throws -> Result
) async throws -> Result where Result: Sendable {
    try await withTemporaryDirectory { directory in
        try await TestDatabase.with(engine, in: directory) { database in
            var configuration = ServerConfiguration(
                port: 0, database: database.location,
                photosDirectory: directory.appendingPathComponent("photos"),
                adminToken: "operator-secret-token-of-32-characters",
                logLevel: .warning,
                // Few rounds keep the suite fast; production uses PasswordHasher.standardRounds.
                passwordHashRounds: 10
            )
            // Every request of a test comes from one client, and many tests make more reports than
            // one client may in an hour: their limit is far off here (`CreationLimitTests` holds the contract's).
            configuration.reachingLimits.setCreation(
                reportsAnHour: 100_000, reportsADay: 100_000, photosAnHour: 100_000)
            configure(&configuration)
            let clock = TestClock()
            let application = try await buildApplication(configuration, clock: clock.serverClock, logger: logger)
            let finalConfiguration = configuration
            return try await application.test(testing) { client in
                try await body(
                    TestContext(
                        client: client, clock: clock, directory: directory, configuration: finalConfiguration,
                        database: database))
            }
        }
    }
}
