import Foundation
import PetSpotDomain
import SQLKit
import Testing
@testable import PetSpotServer

/// One contract, every engine: SQLite always, PostgreSQL when `PETSPOT_TEST_POSTGRES_URL` is set.
@Suite("AnnouncementStore contract")
struct AnnouncementStoreContractTests {
    static let created = Date(timeIntervalSince1970: 1_795_348_800)

    static func record(
        status: AnnouncementStatus = .missing, species: Species = .dog, at coordinates: Coordinates? = Coordinates(latitude: 50, longitude: 20),
        photo: String? = "\(UUID().uuidString.lowercased()).png", createdAt: Date = created, every field: Bool = false
    ) -> AnnouncementRecord {
        var content = CreateAnnouncementRequest(status: status, species: species, sex: .female, lastSeenDate: CalendarDate(iso: "2026-11-20")!,
                                                location: coordinates, email: "a@b.co")
        if field {
            content.petName = "Łatka \"the brave\" <b>"
            content.breed = "Mixed / other"
            content.age = 0
            content.description = "Line one\nLine two\tand a tab; emoji 🐾"
            content.microchipNumber = "000000000000001"
            content.phone = "+48123456789"
            content.reward = "100 PLN"
        }
        return AnnouncementRecord(id: UUID(), content: content, photoFile: photo, passwordHash: "$2b$04$hash", createdAt: createdAt, updatedAt: createdAt)
    }

    func withStore(_ engine: DatabaseEngine, _ body: (SQLAnnouncementStore) async throws -> Void) async throws {
        try await TestDatabase.withFresh(engine) { database in
            try await database.withPool { pool in try await body(SQLAnnouncementStore(pool: pool)) }
        }
    }

    @Test("Given a record with every field, when inserted and found, then it reads back identical", arguments: TestDatabase.engines)
    func roundTrip(_ engine: DatabaseEngine) async throws {
        try await withStore(engine) { store in
            let record = Self.record(every: true)
            try await store.insert(record)
            #expect(try await store.find(id: record.id) == record)
            let sparse = Self.record(at: nil, photo: nil)
            try await store.insert(sparse)
            #expect(try await store.find(id: sparse.id) == sparse)
            #expect(try await store.find(id: UUID()) == nil)
        }
    }

    @Test("Given listed and unlisted records, when the newest are asked for, then only listed ones come, newest first, paged by position", arguments: TestDatabase.engines)
    func newest(_ engine: DatabaseEngine) async throws {
        try await withStore(engine) { store in
            let records = (0..<5).map { Self.record(createdAt: Self.created.addingTimeInterval(Double($0))) }
            for record in records { try await store.insert(record) }
            try await store.insert(Self.record(photo: nil, createdAt: Self.created.addingTimeInterval(100)))
            let firstPage = try await store.newest(matching: ListingFilter(), after: nil, limit: 3)
            #expect(firstPage.map(\.id) == records.reversed().prefix(3).map(\.id))
            // A listing reads every shown field, and no secret.
            #expect(firstPage.map(\.content) == records.reversed().prefix(3).map(\.content))
            #expect(firstPage.allSatisfy { $0.passwordHash.isEmpty && $0.idempotency == nil })
            let last = try #require(firstPage.last)
            let position = NewestPosition(createdAtMilliseconds: Timestamp.milliseconds(last.createdAt), id: last.id.uuidString.lowercased())
            let secondPage = try await store.newest(matching: ListingFilter(), after: position, limit: 3)
            #expect(secondPage.map(\.id) == records.prefix(2).reversed().map(\.id))
        }
    }

    @Test("Given records inside and outside a box, when located, then only listed records inside any box come, filters applied", arguments: TestDatabase.engines)
    func located(_ engine: DatabaseEngine) async throws {
        try await withStore(engine) { store in
            let inside = Self.record(at: Coordinates(latitude: 50.01, longitude: 20.01))
            let insideCat = Self.record(species: .cat, at: Coordinates(latitude: 49.99, longitude: 19.99))
            let insideFound = Self.record(status: .found, at: Coordinates(latitude: 50.0, longitude: 20.0))
            let outside = Self.record(at: Coordinates(latitude: 50.2, longitude: 20.0))
            let unlisted = Self.record(at: Coordinates(latitude: 50.0, longitude: 20.0), photo: nil)
            let nowhere = Self.record(at: nil)
            let secondBox = Self.record(at: Coordinates(latitude: 10, longitude: 10))
            for record in [inside, insideCat, insideFound, outside, unlisted, nowhere, secondBox] { try await store.insert(record) }
            let box = BoundingBox(minimumLatitude: 49.9, maximumLatitude: 50.1, minimumLongitude: 19.9, maximumLongitude: 20.1)
            let other = BoundingBox(minimumLatitude: 9.9, maximumLatitude: 10.1, minimumLongitude: 9.9, maximumLongitude: 10.1)
            #expect(Set(try await store.located(in: [box], matching: ListingFilter()).map(\.id)) == [inside.id, insideCat.id, insideFound.id])
            #expect(Set(try await store.located(in: [box, other], matching: ListingFilter()).map(\.id)) == [inside.id, insideCat.id, insideFound.id, secondBox.id])
            #expect(try await store.located(in: [box], matching: ListingFilter(species: .cat)).map(\.id) == [insideCat.id])
            #expect(try await store.located(in: [box], matching: ListingFilter(status: .found)).map(\.id) == [insideFound.id])
        }
    }

    @Test("Given a record, when its photo is replaced, then the previous file is returned and the time updated", arguments: TestDatabase.engines)
    func replacePhoto(_ engine: DatabaseEngine) async throws {
        try await withStore(engine) { store in
            let record = Self.record(photo: nil)
            try await store.insert(record)
            let later = Self.created.addingTimeInterval(60)
            #expect(try await store.replacePhoto(of: record.id, with: "a.png", at: later) == PhotoReplacement(previousFile: nil))
            #expect(try await store.replacePhoto(of: record.id, with: "b.png", at: later) == PhotoReplacement(previousFile: "a.png"))
            let stored = try #require(try await store.find(id: record.id))
            #expect(stored.photoFile == "b.png")
            #expect(stored.updatedAt == later)
            #expect(try await store.replacePhoto(of: UUID(), with: "c.png", at: later) == nil)
        }
    }

    @Test("Given a record, when deleted, then it is returned once and gone from every query, the spatial index included", arguments: TestDatabase.engines)
    func delete(_ engine: DatabaseEngine) async throws {
        try await withStore(engine) { store in
            let record = Self.record()
            try await store.insert(record)
            #expect(try await store.delete(id: record.id)?.id == record.id)
            #expect(try await store.delete(id: record.id) == nil)
            #expect(try await store.find(id: record.id) == nil)
            let box = BoundingBox(minimumLatitude: 49, maximumLatitude: 51, minimumLongitude: 19, maximumLongitude: 21)
            #expect(try await store.located(in: [box], matching: ListingFilter()).isEmpty)
            #expect(try await store.newest(matching: ListingFilter(), after: nil, limit: 10).isEmpty)
        }
    }

    @Test("Given concurrent inserts, then every one is stored", arguments: TestDatabase.engines)
    func concurrentInserts(_ engine: DatabaseEngine) async throws {
        try await withStore(engine) { store in
            let records = (0..<40).map { _ in Self.record() }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for record in records { group.addTask { try await store.insert(record) } }
                try await group.waitForAll()
            }
            #expect(try await store.newest(matching: ListingFilter(), after: nil, limit: 100).count == 40)
        }
    }

    @Test("Given a reachable database, then the health check passes", arguments: TestDatabase.engines)
    func health(_ engine: DatabaseEngine) async throws {
        try await withStore(engine) { store in try await store.checkHealth() }
    }
}
