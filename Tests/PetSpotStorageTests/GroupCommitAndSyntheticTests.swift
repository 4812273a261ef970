import Foundation
import PetSpotDomain
import SQLKit
import Testing
@testable import PetSpotSeeding
import PetSpotStorage
import PetSpotStorageTesting

@Suite("Group commit and synthetic reports")
struct GroupCommitAndSyntheticTests {
    @Test(
        "Given many concurrent inserts, one of them a repeated id, then every other one is stored and only the repeat fails",
        arguments: TestDatabase.engines)
    func concurrentInsertsWithOneFailure(_ engine: DatabaseEngine) async throws {
        try await TestDatabase.withFresh(engine) { database in
            try await database.withStorage { storage in
                let store = storage.announcements
                let records = (0..<60).map { _ in SampleRecords.record() }
                let repeated = records[17]
                let outcomes = await withTaskGroup(of: Bool.self) { group in
                    for record in records + [repeated] {
                        group.addTask { (try? await store.insert(record)) != nil }
                    }
                    return await group.reduce(into: [Bool]()) { $0.append($1) }
                }
                #expect(outcomes.filter { $0 }.count == 60)
                #expect(outcomes.filter { !$0 }.count == 1)
                if let sqlite = store as? SQLiteAnnouncementStore {
                    // SQLite's rows went to the group commit, and shared commits.
                    let committed = await sqlite.groupCommit.committed
                    #expect(committed.rows >= 61 && committed.commits < committed.rows)
                }
                for record in records {
                    let stored = try await store.find(id: record.id)
                    #expect(stored == record)
                }
            }
        }
    }

    @Test(
        "Given a seed, then the synthetic reports are the same every time, valid, inside their area and evenly spread by area"
    )
    func syntheticReports() throws {
        let reports = SyntheticReports(seed: 42)
        let today = try #require(CalendarDate(iso: "2026-11-22"))
        let now = today.startOfDay(in: .gmt).addingTimeInterval(12 * 3600)
        let first = reports.records(0..<2000, passwordHash: "h", today: today, now: now)
        #expect(
            first.map(\.content) == reports.records(0..<2000, passwordHash: "h", today: today, now: now).map(\.content))
        #expect(
            first.map(\.content)
                != SyntheticReports(seed: 43).records(0..<2000, passwordHash: "h", today: today, now: now).map(
                    \.content))
        #expect(first[5].id == SyntheticReports.id(5))
        #expect(SyntheticReports.id(255).uuidString.lowercased() == "5e0e0000-0000-4000-8000-0000000000ff")
        let area = SyntheticReports.Area.benchmark
        #expect(abs(area.squareKilometres - Double.pi * 25 * 1_000_000 / 20) / area.squareKilometres < 0.01)
        var northHalf = 0
        let middle = asin((sin(area.south * .pi / 180) + sin(area.north * .pi / 180)) / 2) * 180 / .pi
        for record in first {
            #expect(record.content.validationErrors(now: now).isEmpty)
            let point = try #require(record.coordinates)
            #expect(
                (area.south...area.north).contains(point.latitude) && (area.west...area.east).contains(point.longitude))
            #expect(record.photoFile == SyntheticReports.photoFile)
            if point.latitude > middle { northHalf += 1 }
        }
        // Half the area lies north of the latitude that splits it: about half the reports too.
        #expect((900...1100).contains(northHalf))
    }

    @Test("Given a database with reports, when synthetic reports are asked for, then it refuses and adds nothing")
    func syntheticNeedsEmptyDatabase() async throws {
        try await withTemporaryDirectory { directory in
            try await TestDatabase.with(.sqlite, in: directory) { database in
                try await database.withStorage { storage in
                    let seeder = try SyntheticSeeder(
                        storage: storage, photosDirectory: directory.appendingPathComponent("photos"), hashRounds: 1)
                    try await seeder.fill(count: 25, reports: SyntheticReports(seed: 1))
                    let store = storage.announcements
                    #expect(try await store.find(id: SyntheticReports.id(24)) != nil)
                    #expect(
                        try await store.newest(
                            matching: ListingFilter(), after: nil, limit: 100, at: SampleRecords.created
                        ).count == 25)
                    await #expect(throws: SyntheticSeedError.self) {
                        try await seeder.fill(count: 5, reports: SyntheticReports(seed: 2))
                    }
                    #expect(
                        try await store.newest(
                            matching: ListingFilter(), after: nil, limit: 100, at: SampleRecords.created
                        ).count == 25)
                }
            }
        }
    }
}
