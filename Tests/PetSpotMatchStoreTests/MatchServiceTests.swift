import Foundation
import PetSpotDomain
import PetSpotMatchStore
import PetSpotMatching
import PetSpotStorage
import PetSpotStorageTesting
import Testing

/// Matching's store side: the engine's window read from a real store (both engines), the few
/// shown read whole, ranked by the engine.
@Suite("A report's possible matches, from the store")
struct MatchServiceTests {
    @Test(
        "Given a lost dog, a found dog nearby, a found cat and a found dog far away, then only the nearby dog is its match; an unknown report is not found",
        arguments: TestDatabase.engines)
    func matchesFromTheStore(_ engine: DatabaseEngine) async throws {
        try await TestDatabase.withFresh(engine) { database in
            try await database.withStorage { storage in
                let lost = SampleRecords.record(status: .missing, species: .dog)
                let near = SampleRecords.record(
                    status: .found, species: .dog, at: Coordinates(latitude: 50.01, longitude: 20.01))
                let cat = SampleRecords.record(
                    status: .found, species: .cat, at: Coordinates(latitude: 50.01, longitude: 20.01))
                let far = SampleRecords.record(
                    status: .found, species: .dog, at: Coordinates(latitude: 54.35, longitude: 18.65))
                for record in [lost, near, cat, far] { try await storage.announcements.insert(record) }
                let service = MatchService(
                    store: storage.announcements, engine: MatchEngine(taxonomy: .bundled),
                    clock: ServerClock { SampleRecords.created.addingTimeInterval(3600) })
                let matches = try await service.matches(of: lost.wireID, limit: 10)
                #expect(matches.map(\.id) == [near.wireID])
                #expect(matches.first?.reasons.isEmpty == false, "each match says why")
                await #expect(throws: ServiceError.notFound) {
                    try await service.matches(of: UUID().canonicalText, limit: 10)
                }
            }
        }
    }
}
