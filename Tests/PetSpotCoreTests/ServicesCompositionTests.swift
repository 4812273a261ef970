import Foundation
import Logging
import PetSpotCore
import PetSpotDomain
import PetSpotPhotos
import PetSpotStorage
import PetSpotStorageTesting
import SQLKit
import Testing

/// The services as the server composes them (`PetSpotServices`), over a real store on both
/// engines, called in the domain's words as the pages call them: what only the composition
/// joins (storage's listing hook given the alerts' fan-out) is held here.
@Suite("The services composed")
struct ServicesCompositionTests {
    static func withServices(
        _ engine: DatabaseEngine,
        _ body: (PetSpotServices, Storage) async throws -> Void
    ) async throws {
        try await TestDatabase.withFresh(engine) { database in
            try await withTemporaryDirectory { directory in
                try await database.withStorage { storage in
                    let configuration = ServerConfiguration(
                        database: database.location, photosDirectory: directory.appendingPathComponent("photos"),
                        passwordHashRounds: 1)
                    let (services, _) = try PetSpotServices.composed(
                        configuration, storage: storage, clock: ServerClock { SampleRecords.created },
                        logger: Logger(label: "test"), idempotencySecret: "test",
                        mailSecret: "test")
                    try await body(services, storage)
                }
            }
        }
    }

    @Test(
        "Given a report created and given its first photo through the services, then it is listed and its alerts' fan-out is queued in that same step; a second photo queues nothing",
        arguments: TestDatabase.engines)
    func listingQueuesTheFanOut(_ engine: DatabaseEngine) async throws {
        try await Self.withServices(engine) { services, storage in
            let client = ClientAddress(key: "198.51.100.7")
            let owned = try await services.create(
                SampleRecords.record().content, idempotencyKey: UUID().canonicalText, from: client)
            func queued() async throws -> Int? {
                try await storage.pool.withConnection {
                    try await $0.raw("SELECT count(*) AS n FROM alert_fanouts").first(decodingColumn: "n", as: Int.self)
                }
            }
            #expect(try await queued() == 0, "not listed before its photo")
            let photo = PlaceholderImage.png(
                width: 16, height: 12, background: (200, 120, 40), foreground: (255, 255, 255))
            try await services.attachPhoto(
                photo, to: owned.report.id, managementPassword: owned.managementPassword, from: client)
            #expect(try await queued() == 1)
            #expect(try await services.report(id: owned.report.id).photoUrl != nil)
            try await services.attachPhoto(
                photo, to: owned.report.id, managementPassword: owned.managementPassword, from: client)
            #expect(try await queued() == 1, "listed once")
        }
    }
}
