import Foundation
import PetSpotDomain
import SQLKit
import Synchronization
import Testing
@testable import PetSpotSeeding
import PetSpotReaching
import PetSpotStorage
import PetSpotStorageTesting

/// One contract, every engine: SQLite always, PostgreSQL when `PETSPOT_TEST_POSTGRES_URL` is set.
@Suite("AnnouncementStore contract")
struct AnnouncementStoreContractTests {
    func withStore(_ engine: DatabaseEngine, _ body: (any AnnouncementStore) async throws -> Void) async throws {
        try await TestDatabase.withFresh(engine) { database in
            try await database.withStorage { storage in try await body(storage.announcements) }
        }
    }

    @Test(
        "Given a record with every field, when inserted and found, then it reads back identical",
        arguments: TestDatabase.engines)
    func roundTrip(_ engine: DatabaseEngine) async throws {
        try await withStore(engine) { store in
            let record = SampleRecords.record(every: true)
            try await store.insert(record)
            #expect(try await store.find(id: record.id) == record)
            let sparse = SampleRecords.record(at: nil, photo: nil)
            try await store.insert(sparse)
            #expect(try await store.find(id: sparse.id) == sparse)
            #expect(try await store.find(id: UUID()) == nil)
        }
    }

    @Test(
        "Given a report with sightings, when read with its latest, then the record and the latest sightings come together, latest seen first; none for another report; nil for an unknown id",
        arguments: TestDatabase.engines)
    func findWithLatestSightings(_ engine: DatabaseEngine) async throws {
        try await TestDatabase.withFresh(engine) { database in
            try await database.withStorage { storage in
                let store = storage.announcements
                let record = SampleRecords.record(every: true), quiet = SampleRecords.record()
                try await store.insert(record)
                try await store.insert(quiet)
                let place = try #require(Coordinates(latitude: 50.01, longitude: 20.02))
                let notes: [String?] = [nil, "By the bakery", nil], phones: [String?] = [nil, nil, "+48600700800"]
                var sightings: [Sighting] = []
                for index in 0..<3 {
                    let seen = SampleRecords.created.addingTimeInterval(Double(index) * 3600)
                    sightings.append(
                        Sighting(
                            id: UUID().uuidString.lowercased(), announcementId: record.wireID, seenAt: seen,
                            location: place,
                            note: notes[index], email: "w@example.com", phone: phones[index],
                            createdAt: seen.addingTimeInterval(60)))
                }
                let reaching = ReachingStore(pool: storage.pool)
                for sighting in sightings {
                    #expect(
                        try await reaching.add(
                            sighting, from: "test", limits: [], mail: nil, now: SampleRecords.created) == .added)
                }
                let found = try #require(try await store.findWithLatestSightings(id: record.id, limit: 2))
                #expect(found.record == record)
                #expect(
                    found.sightings == [sightings[2], sightings[1]],
                    "the latest two, latest seen first, with the witnesses' contact")
                #expect(
                    found.sightings == Array(try await reaching.sightings(of: record.wireID, limit: 2)),
                    "as the sightings' own read")
                #expect(try await store.findWithLatestSightings(id: quiet.id, limit: 20)?.sightings == [])
                #expect(try await store.findWithLatestSightings(id: UUID(), limit: 20) == nil)
            }
        }
    }

    @Test(
        "Given listed and unlisted records, when the newest are asked for, then only listed ones come, newest first, paged by position",
        arguments: TestDatabase.engines)
    func newest(_ engine: DatabaseEngine) async throws {
        try await withStore(engine) { store in
            let records = (0..<5).map {
                SampleRecords.record(createdAt: SampleRecords.created.addingTimeInterval(Double($0)))
            }
            for record in records { try await store.insert(record) }
            try await store.insert(
                SampleRecords.record(photo: nil, createdAt: SampleRecords.created.addingTimeInterval(100)))
            let firstPage = try await store.newest(
                matching: ListingFilter(), after: nil, limit: 3, at: SampleRecords.created)
            #expect(firstPage.map(\.id) == records.reversed().prefix(3).map(\.id))
            // A listing reads every shown field, and no secret.
            #expect(firstPage.map(\.content) == records.reversed().prefix(3).map(\.content))
            #expect(firstPage.allSatisfy { $0.passwordHash.isEmpty && $0.idempotency == nil })
            let last = try #require(firstPage.last)
            let position = NewestPosition(
                milliseconds: Timestamp.milliseconds(last.createdAt), id: last.id.uuidString.lowercased())
            let secondPage = try await store.newest(
                matching: ListingFilter(), after: position, limit: 3, at: SampleRecords.created)
            #expect(secondPage.map(\.id) == records.prefix(2).reversed().map(\.id))
        }
    }

    @Test(
        "Given listed, unlisted and distant records, when the nearest are asked for, then only listed ones within range come, nearest first, filters applied",
        arguments: TestDatabase.engines)
    func nearest(_ engine: DatabaseEngine) async throws {
        try await withStore(engine) { store in
            let inside = SampleRecords.record(at: Coordinates(latitude: 50.01, longitude: 20.01))
            let insideCat = SampleRecords.record(species: .cat, at: Coordinates(latitude: 49.99, longitude: 19.99))
            let insideFound = SampleRecords.record(status: .found, at: Coordinates(latitude: 50.0, longitude: 20.0))
            let outside = SampleRecords.record(at: Coordinates(latitude: 50.2, longitude: 20.0))
            let unlisted = SampleRecords.record(at: Coordinates(latitude: 50.0, longitude: 20.0), photo: nil)
            let nowhere = SampleRecords.record(at: nil)
            let far = SampleRecords.record(at: Coordinates(latitude: 10, longitude: 10))
            for record in [inside, insideCat, insideFound, outside, unlisted, nowhere, far] {
                try await store.insert(record)
            }
            let centre = Coordinates(latitude: 50, longitude: 20)!
            func ids(
                _ kilometres: Double, _ filter: ListingFilter = ListingFilter(), limit: Int = 10
            ) async throws -> [String] {
                try await store.nearest(
                    NearestQuery(
                        centre: centre, kilometres: kilometres, filter: filter, limit: limit, now: SampleRecords.created
                    )
                ).map(\.report.id)
            }
            let byDistance = [inside, insideCat].sorted {
                GreatCircle.kilometres(from: centre, to: $0.coordinates!)
                    < GreatCircle.kilometres(from: centre, to: $1.coordinates!)
            }.map(\.wireID)
            // On SQLite 5 km looks up the cells around the centre in memory, 30 km every cell (there are few).
            #expect(try await ids(5) == [insideFound.wireID] + byDistance)
            #expect(try await ids(30) == [insideFound.wireID] + byDistance + [outside.wireID])
            #expect(try await ids(5, limit: 2) == [insideFound.wireID, byDistance[0]])
            #expect(try await ids(5, ListingFilter(species: .cat)) == [insideCat.wireID])
            #expect(try await ids(30, ListingFilter(status: .found)) == [insideFound.wireID])
            let measured = try #require(
                try await store.nearest(
                    NearestQuery(centre: centre, kilometres: 5, limit: 1, now: SampleRecords.created)
                ).first)
            #expect(measured.distanceKilometres == 0)
            // The listing's document is the report as the API shows it: every field, no secret.
            #expect(measured.report.document == ListingDocument(insideFound))
            #expect(
                !String(decoding: measured.report.document.object, as: UTF8.self).contains(insideFound.passwordHash))
        }
    }

    @Test(
        "Given many reports, some at one spot and some across the antimeridian, then every nearest page matches a brute-force answer",
        arguments: TestDatabase.engines)
    func nearestMatchesBruteForce(_ engine: DatabaseEngine) async throws {
        try await withStore(engine) { store in
            var random = SplitMix64(seed: 20261123)
            func uniform(_ range: ClosedRange<Double>) -> Double {
                range.lowerBound + Double(random.next() % 1_000_000) / 1_000_000 * (range.upperBound - range.lowerBound)
            }
            let centres = [
                Coordinates(latitude: 50.06, longitude: 19.94)!, Coordinates(latitude: -16.5, longitude: 179.99)!,
            ]
            var records: [AnnouncementRecord] = []
            for index in 0..<240 {
                let centre = centres[index % 2]
                // Every tenth report shares one spot with others: equal distances, ordered by id.
                let point =
                    index % 10 == 0
                    ? centre
                    : Coordinates(
                        latitude: centre.latitude + uniform(-0.2...0.2),
                        longitude: (centre.longitude + uniform(-0.3...0.3) + 540).truncatingRemainder(dividingBy: 360)
                            - 180)!
                let status: AnnouncementStatus = index % 3 == 0 ? .found : .missing
                let species: Species = index % 4 == 0 ? .cat : .dog
                records.append(
                    SampleRecords.record(
                        status: status, species: species, at: point, photo: index % 7 == 0 ? nil : "p\(index).png"))
            }
            try await store.insertAll(records)
            for trial in 0..<60 {
                let base = centres[trial % 2]
                let centre = Coordinates(
                    latitude: base.latitude + uniform(-0.05...0.05),
                    longitude: (base.longitude + uniform(-0.05...0.05) + 540).truncatingRemainder(dividingBy: 360) - 180
                )!
                let kilometres = [1.0, 5, 10, 11, 30, 1000][trial % 6]
                let filter = [ListingFilter(), ListingFilter(status: .found), ListingFilter(species: .cat)][trial % 3]
                let everything = records.compactMap { record -> MeasuredListing? in
                    guard record.photoFile != nil, let listed = ListedReport(record),
                        filter.admits(listed, at: Timestamp.milliseconds(SampleRecords.created))
                    else { return nil }
                    let distance = GreatCircle.kilometres(from: centre, to: listed.point)
                    return distance < kilometres ? MeasuredListing(report: listed, distanceKilometres: distance) : nil
                }.sorted { $0.comes(before: $1) }
                let limit = 1 + trial % 9
                var after: NearestPosition?
                var offset = 0
                // Page through, as a client with cursors would, until the answer runs out.
                while true {
                    let page = try await store.nearest(
                        NearestQuery(
                            centre: centre, kilometres: kilometres, filter: filter, after: after, limit: limit,
                            now: SampleRecords.created))
                    let expected = Array(everything.dropFirst(offset).prefix(limit))
                    #expect(page == expected, "trial \(trial), offset \(offset)")
                    guard page.count == limit, let last = page.last else { break }
                    after = last.position
                    offset += limit
                }
            }
        }
    }

    @Test(
        "Given reports around the poles, on both sides of the antimeridian and far away, then every page of the nearest-first search, paged by cursor, is the page an exhaustive scan gives",
        arguments: TestDatabase.engines)
    func boundedSearchMatchesExhaustiveScan(_ engine: DatabaseEngine) async throws {
        try await withStore(engine) { store in
            var random = SplitMix64(seed: 20261124)
            func uniform(_ range: ClosedRange<Double>) -> Double {
                range.lowerBound + Double(random.next() % 1_000_000) / 1_000_000 * (range.upperBound - range.lowerBound)
            }
            let centres = [
                Coordinates(latitude: 89.995, longitude: 30)!, Coordinates(latitude: -89.99, longitude: -150)!,
                Coordinates(latitude: 0.01, longitude: 180)!, Coordinates(latitude: 64, longitude: -179.995)!,
                Coordinates(latitude: 50.06, longitude: 19.94)!,
            ]
            var records: [AnnouncementRecord] = []
            for index in 0..<400 {
                let centre = centres[index % centres.count]
                // Most within a few kilometres (a page fills early), a few hundreds of kilometres off (the wide searches).
                let spread = index % 9 == 0 ? 6.0 : 0.08
                let latitude = max(-90, min(90, centre.latitude + uniform(-spread...spread)))
                let longitude =
                    (centre.longitude + uniform(-spread...spread) * 3 + 540).truncatingRemainder(dividingBy: 360) - 180
                let point = index % 11 == 0 ? centre : Coordinates(latitude: latitude, longitude: longitude)!
                let species: Species = index % 4 == 0 ? .cat : .dog
                records.append(
                    SampleRecords.record(status: index % 3 == 0 ? .found : .missing, species: species, at: point))
            }
            try await store.insertAll(records)
            for (trial, centre)
                in (centres + [Coordinates(latitude: 90, longitude: 0)!, Coordinates(latitude: 0, longitude: -180)!])
                .enumerated()
            {
                for kilometres in [2.0, 25, 1000] {
                    for filter in [ListingFilter(), ListingFilter(species: .cat)] {
                        let everything = records.compactMap { record -> MeasuredListing? in
                            guard let listed = ListedReport(record),
                                filter.admits(listed, at: Timestamp.milliseconds(SampleRecords.created))
                            else { return nil }
                            let distance = GreatCircle.kilometres(from: centre, to: listed.point)
                            return distance < kilometres
                                ? MeasuredListing(report: listed, distanceKilometres: distance) : nil
                        }.sorted { $0.comes(before: $1) }
                        let limit = [3, 7, 20][trial % 3]
                        var after: NearestPosition?
                        var seen: [MeasuredListing] = []
                        while true {
                            let page = try await store.nearest(
                                NearestQuery(
                                    centre: centre, kilometres: kilometres, filter: filter, after: after, limit: limit,
                                    now: SampleRecords.created))
                            #expect(
                                page == Array(everything.dropFirst(seen.count).prefix(limit)),
                                "\(centre), \(kilometres) km, after \(seen.count)")
                            seen += page
                            guard page.count == limit, let last = page.last else { break }
                            after = last.position
                        }
                        #expect(seen == everything, "\(centre), \(kilometres) km")
                    }
                }
            }
        }
    }

    /// Each engine's documents, as its store keeps them.
    static func documents(_ engine: DatabaseEngine) -> ListingDocuments {
        engine == .sqlite ? SQLiteAnnouncementStore.documents : PostgresAnnouncementStore.documents
    }

    @Test(
        "Given listed reports whose stored documents are stale (a row changed by an older writer, a document of another format), then the nearby list shows the rows as they are, until they are rendered again",
        arguments: TestDatabase.engines)
    func staleDocumentsAreNotServed(_ engine: DatabaseEngine) async throws {
        try await TestDatabase.withFresh(engine) { database in
            try await database.withStorage { storage in
                let store = storage.announcements
                let changed = SampleRecords.record(at: Coordinates(latitude: 50.001, longitude: 20), every: true)
                let otherFormat = SampleRecords.record(at: Coordinates(latitude: 50.002, longitude: 20))
                let current = SampleRecords.record(at: Coordinates(latitude: 50.003, longitude: 20))
                for record in [changed, otherFormat, current] { try await store.insert(record) }
                try await storage.pool.withWriteConnection { database in
                    // What code that knows nothing of documents does: change the row and its time only.
                    try await database.raw(
                        "UPDATE announcements SET description = 'Changed by hand', updated_at = updated_at + 1 WHERE id = \(bind: changed.wireID)"
                    ).run()
                    try await database.raw(
                        "UPDATE announcements SET listing_json = '{\"bogus\":1}', listing_format = 0 WHERE id = \(bind: otherFormat.wireID)"
                    ).run()
                }
                var expected = [changed, otherFormat, current]
                expected[0].content.description = "Changed by hand"
                expected[0].updatedAt = changed.updatedAt.addingTimeInterval(0.001)
                let centre = Coordinates(latitude: 50, longitude: 20)!
                // The stale documents are rendered from the rows.
                for kilometres in [5.0, 30] {
                    let listed = try await store.nearest(
                        NearestQuery(centre: centre, kilometres: kilometres, limit: 10, now: SampleRecords.created))
                    #expect(listed.map(\.report.document) == expected.map(ListingDocument.init), "\(kilometres) km")
                }
                let documents = Self.documents(engine)
                #expect(try await documents.renderStale(on: storage.pool) == 2)
                #expect(try await documents.renderStale(on: storage.pool) == 0)
                let listed = try await store.nearest(
                    NearestQuery(centre: centre, kilometres: 5, limit: 10, now: SampleRecords.created))
                #expect(listed.map(\.report.document) == expected.map(ListingDocument.init))
            }
        }
    }

    @Test(
        "Given a report whose JSON is longer than its engine keeps (a description of many combining marks), then it is stored, and listed as it is, read from its row",
        arguments: TestDatabase.engines)
    func overLongDocumentsAreListed(_ engine: DatabaseEngine) async throws {
        try await TestDatabase.withFresh(engine) { database in
            try await database.withStorage { storage in
                let store = storage.announcements
                var long = SampleRecords.record(at: Coordinates(latitude: 50.001, longitude: 20), every: true)
                // One character as a person sees it, 12 KB of bytes: more than a PostgreSQL index entry can hold.
                long.content.description = "e" + String(repeating: "\u{0301}", count: 6000)
                let short = SampleRecords.record(at: Coordinates(latitude: 50.002, longitude: 20), every: true)
                try await store.insert(long)
                try await store.insertAll([short])
                let listed = try await store.nearest(
                    NearestQuery(
                        centre: Coordinates(latitude: 50, longitude: 20)!, kilometres: 5, limit: 10,
                        now: SampleRecords.created))
                #expect(listed.map(\.report.document) == [long, short].map(ListingDocument.init))
                let kept = try await storage.pool.withConnection { database in
                    try await database.raw("SELECT id FROM announcements WHERE listing_json IS NOT NULL ORDER BY id")
                        .all(decodingColumn: "id", as: String.self)
                }
                #expect(kept == (engine == .sqlite ? [long, short] : [short]).map(\.wireID).sorted())
            }
        }
    }

    @Test(
        "Given reads of the nearby list while reports are created and given photos, then every read succeeds and the end state is listed",
        arguments: TestDatabase.engines)
    func readsBesideWrites(_ engine: DatabaseEngine) async throws {
        try await withStore(engine) { store in
            let centre = Coordinates(latitude: 50.06, longitude: 19.94)!
            let records = (0..<80).map { index in
                SampleRecords.record(
                    at: Coordinates(
                        latitude: 50.06 + Double(index % 9) * 0.001, longitude: 19.94 + Double(index / 9) * 0.001),
                    photo: nil)
            }
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for record in records {
                        try await store.insert(record)
                        _ = try await store.replacePhoto(
                            of: record.id, with: "\(record.wireID).png", at: SampleRecords.created)
                    }
                }
                for _ in 0..<4 {
                    group.addTask {
                        var seen = 0
                        for _ in 0..<40 {
                            // Each read is one snapshot: a count that never goes down.
                            let count = try await store.nearest(
                                NearestQuery(centre: centre, kilometres: 5, limit: 200, now: SampleRecords.created)
                            ).count
                            #expect(count >= seen)
                            seen = count
                            _ = try await store.find(id: records[count % records.count].id)
                        }
                    }
                }
                try await group.waitForAll()
            }
            #expect(
                try await store.nearest(
                    NearestQuery(centre: centre, kilometres: 5, limit: 200, now: SampleRecords.created)
                ).count == records.count)
        }
    }

    @Test(
        "Given reports on the edges of the grid's cells, the poles and the antimeridian, then the nearest finds each of them",
        arguments: TestDatabase.engines)
    func gridEdgesAreFound(_ engine: DatabaseEngine) async throws {
        try await withStore(engine) { store in
            let points = [
                (-90.0, -180.0), (90, 180), (0, 0), (50.05, 19.95), (-33.86, 151.2), (41.1, -0.05),
                (59.999999, 29.999999), (-0.05, -0.1),
            ]
            let records = points.map { SampleRecords.record(at: Coordinates(latitude: $0.0, longitude: $0.1)) }
            for record in records { try await store.insert(record) }
            for record in records {
                let point = try #require(record.coordinates)
                let found = try await store.nearest(
                    NearestQuery(centre: point, kilometres: 1, limit: 1, now: SampleRecords.created))
                #expect(found.map(\.report.id) == [record.wireID])
            }
        }
    }

    @Test(
        "Given a record, when its photo is replaced, then the previous file is returned and the time updated",
        arguments: TestDatabase.engines)
    func replacePhoto(_ engine: DatabaseEngine) async throws {
        try await withStore(engine) { store in
            let record = SampleRecords.record(photo: nil)
            try await store.insert(record)
            let nearby = NearestQuery(centre: record.coordinates!, kilometres: 1, limit: 10, now: SampleRecords.created)
            #expect(try await store.nearest(nearby).isEmpty)
            // Read before the change: the reused read connection must not keep showing this snapshot.
            #expect(try await store.find(id: record.id)?.photoFile == nil)
            let later = SampleRecords.created.addingTimeInterval(60)
            // The first photo lists the report: what must follow a listing (the alerts' fan-out) runs
            // in its transaction, given the listed report; a later photo lists nothing.
            let hooked = Mutex<[String]>([])
            let hook: ListingHook = { report, _, _ in
                hooked.withLock { $0.append(report.photoFile ?? "-") }
                return true
            }
            #expect(
                try await store.replacePhoto(of: record.id, with: "a.png", at: later, whenListed: hook)
                    == PhotoReplacement(previousFile: nil, queuedOnListing: true))
            #expect(
                try await store.replacePhoto(of: record.id, with: "b.png", at: later, whenListed: hook)
                    == PhotoReplacement(previousFile: "a.png"))
            #expect(hooked.withLock { $0 } == ["a.png"])
            let stored = try #require(try await store.find(id: record.id))
            #expect(stored.photoFile == "b.png")
            #expect(stored.updatedAt == later)
            // Listed once it has a photo, with the photo and time it has now.
            let listed = try await store.nearest(nearby).map(\.report)
            #expect(listed.map(\.document) == [ListingDocument(stored)])
            #expect(try await store.replacePhoto(of: UUID(), with: "c.png", at: later) == nil)
        }
    }

    @Test(
        "Given an edit to PRIVATE racing a photo upload, round after round, then the listed document is always the committed row's, and never shows the email",
        arguments: TestDatabase.engines)
    func photoRacingAnEditListsTheCommittedRow(_ engine: DatabaseEngine) async throws {
        try await withStore(engine) { store in
            for round in 0..<150 {
                // Each round its own spot, so a nearby search finds this round's report alone.
                let record = SampleRecords.record(at: Coordinates(latitude: -60 + Double(round) * 0.5, longitude: 20))
                try await store.insert(record)
                let (edited, replaced) = (
                    SampleRecords.created.addingTimeInterval(1), SampleRecords.created.addingTimeInterval(2)
                )
                async let edit = store.edit(id: record.id) { row in
                    var row = row
                    row.content.contactVisibility = .private
                    row.updatedAt = edited
                    return row
                }
                async let photo = store.replacePhoto(of: record.id, with: "\(round).png", at: replaced)
                _ = try await (edit, photo)
                let stored = try #require(try await store.find(id: record.id))
                let listed = try await store.nearest(
                    NearestQuery(centre: record.coordinates!, kilometres: 1, limit: 2, now: SampleRecords.created))
                #expect(listed.map(\.report.document) == [ListingDocument(stored)], "round \(round)")
                let shown = listed.first.map { String(decoding: $0.report.document.object, as: UTF8.self) } ?? ""
                #expect(!shown.contains("a@b.co"), "round \(round): \(shown)")
                if listed.map(\.report.document) != [ListingDocument(stored)] { break }
            }
        }
    }

    @Test(
        "Given a record, when deleted, then it is returned once and gone from every query, the spatial index included",
        arguments: TestDatabase.engines)
    func delete(_ engine: DatabaseEngine) async throws {
        try await withStore(engine) { store in
            let record = SampleRecords.record()
            try await store.insert(record)
            #expect(try await store.delete(id: record.id)?.id == record.id)
            #expect(try await store.delete(id: record.id) == nil)
            #expect(try await store.find(id: record.id) == nil)
            for kilometres in [5.0, 100] {
                #expect(
                    try await store.nearest(
                        NearestQuery(
                            centre: record.coordinates!, kilometres: kilometres, limit: 10, now: SampleRecords.created)
                    ).isEmpty)
            }
            #expect(
                try await store.newest(matching: ListingFilter(), after: nil, limit: 10, at: SampleRecords.created)
                    .isEmpty)
        }
    }

    @Test("Given concurrent inserts, then every one is stored", arguments: TestDatabase.engines)
    func concurrentInserts(_ engine: DatabaseEngine) async throws {
        try await withStore(engine) { store in
            let records = (0..<40).map { _ in SampleRecords.record() }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for record in records { group.addTask { try await store.insert(record) } }
                try await group.waitForAll()
            }
            #expect(
                try await store.newest(matching: ListingFilter(), after: nil, limit: 100, at: SampleRecords.created)
                    .count == 40)
        }
    }

    @Test("Given a reachable database, then the health check passes", arguments: TestDatabase.engines)
    func health(_ engine: DatabaseEngine) async throws {
        try await withStore(engine) { store in try await store.checkHealth() }
    }
}
