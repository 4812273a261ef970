import Foundation
import PetSpotDomain
import PetSpotMatching
import SQLKit
import Testing
@testable import PetSpotSeeding
import PetSpotStorage
import PetSpotStorageTesting

/// `AnnouncementStore.matchCandidates` on every engine, against a search of every report by hand.
@Suite("Possible matches' candidates, read by rows of latitude")
struct MatchCandidatesStoreTests {
    private typealias Contract = SampleRecords

    @Test(
        "Given reports on and beside the edges of latitude rows, then the row the database derives is the one Swift computes",
        arguments: TestDatabase.engines)
    func rowsAgree(_ engine: DatabaseEngine) async throws {
        let latitudes: [Double] =
            [-90, -89.95, -0.1, 0, 0.1, 0.3, 0.7, 12.3, 49.9, 49.99999999999, 50, 50.1, 50.05, 59.9, 89.9, 89.99, 90]
            + (0..<200).map { -90 + Double($0) * 0.9 + 0.1 }
        try await TestDatabase.withFresh(engine) { database in
            try await database.withStorage { storage in
                try await storage.announcements.insertAll(
                    latitudes.map { Contract.record(at: Coordinates(latitude: $0, longitude: 20)) })
                let rows = try await storage.pool.withConnection { db in
                    try await db.raw("SELECT latitude, match_row FROM announcements").all()
                        .map {
                            (
                                try $0.decode(column: "latitude", as: Double.self),
                                try $0.decode(column: "match_row", as: Int.self)
                            )
                        }
                }
                #expect(rows.count == latitudes.count)
                for (latitude, row) in rows {
                    #expect(row == MatchRows.row(latitude: latitude), "latitude \(latitude)")
                }
            }
        }
    }

    @Test(
        "Given reports of every kind scattered around several centres, then each window's candidates are exactly those a search of every report finds: the nearest within the bound, open, listed, of the window's kind, days and circle; and with a chip, those with it anywhere",
        arguments: TestDatabase.engines)
    func candidatesMatchAnExhaustiveSearch(_ engine: DatabaseEngine) async throws {
        var random = SplitMix64(seed: 17)
        let now = Contract.created
        func draw(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(random.next() % 1_000_000) / 1_000_000 * (range.upperBound - range.lowerBound)
        }
        let centres = [
            Coordinates(latitude: 50.05, longitude: 19.95)!, Coordinates(latitude: -0.02, longitude: 179.98)!,
            Coordinates(latitude: 89.7, longitude: 0)!,
        ]
        var records: [AnnouncementRecord] = []
        for index in 0..<1500 {
            let centre = centres[index % centres.count]
            var record = Contract.record(
                status: random.next() % 2 == 0 ? .missing : .found, species: random.next() % 3 == 0 ? .cat : .dog,
                at: Coordinates(
                    latitude: max(-90, min(90, centre.latitude + draw(-0.6...0.6))),
                    longitude: (centre.longitude + draw(-0.9...0.9) + 540).truncatingRemainder(dividingBy: 360) - 180),
                photo: random.next() % 10 == 0 ? nil : "p.png")
            record.content.lastSeenDate = CalendarDate(iso: "2026-11-20")!.adding(days: Int(random.next() % 40) - 20)
            if random.next() % 10 == 0 { record.resolution = .reunited }
            if random.next() % 10 == 0 { record.expiresAt = now.addingTimeInterval(-1) }
            if index % 100 == 0 { record.content.microchipNumber = "985112003456789" }
            // Every fact the engine reads, in every form a row can hold it (each present and absent).
            record.content.sex = [.male, .female, .unknown][index % 3]
            record.content.breed = index % 4 == 0 ? nil : "Beagle \(index)"
            record.content.age = index % 5 == 0 ? nil : index % 17
            record.content.description = index % 6 == 0 ? nil : "white paws, red collar, żółta obroża \(index)"
            records.append(record)
        }
        try await TestDatabase.withFresh(engine) { database in
            try await database.withStorage { storage in
                try await storage.announcements.insertAll(records)
                for centre in centres {
                    for (kilometres, limit) in [(30.0, 1000), (60.0, 1000), (60.0, 25)] {
                        let window = CandidateWindow(
                            status: .found, species: .dog, centre: centre, kilometres: kilometres,
                            dates: CalendarDate(iso: "2026-11-10")!...CalendarDate(iso: "2026-11-30")!,
                            microchip: "985112003456789", limit: limit, now: now)
                        let found = try await storage.announcements.matchCandidates(in: window)
                        let expected = Self.exhaustive(records, window)
                        #expect(
                            Set(found.map(\.id)) == Set(expected.map(\.canonicalText)),
                            "\(centre) \(kilometres) km, at most \(limit)")
                        // Each candidate's facts are its report's, as the engine would read them from the whole report.
                        let stored = Dictionary(
                            uniqueKeysWithValues: records.map { ($0.wireID, Self.storedFacts($0)) })
                        #expect(found.filter { stored[$0.id] != $0 }.isEmpty, "\(centre) \(kilometres) km")
                    }
                }
            }
        }
    }

    @Test(
        "Given listed, unlisted and unknown ids, then the shown matches' read returns the listed reports among them, whole and without secrets",
        arguments: TestDatabase.engines)
    func listedByID(_ engine: DatabaseEngine) async throws {
        var listed = (0..<3).map { index in
            Contract.record(status: .found, at: Coordinates(latitude: 50, longitude: 20 + Double(index) / 10))
        }
        listed[0].content.petName = "Fiona"
        let unlisted = Contract.record(status: .found, at: Coordinates(latitude: 50, longitude: 20), photo: nil)
        try await TestDatabase.withFresh(engine) { database in
            try await database.withStorage { storage in
                try await storage.announcements.insertAll(listed + [unlisted])
                let read = try await storage.announcements.listed(ids: [
                    listed[2].id, unlisted.id, UUID(), listed[0].id,
                ])
                #expect(Set(read.map(\.id)) == [listed[0].id, listed[2].id])
                #expect(read.first { $0.id == listed[0].id }?.announcement() == listed[0].announcement())
                #expect(read.allSatisfy { $0.passwordHash.isEmpty && $0.idempotency == nil })
                #expect(try await storage.announcements.listed(ids: []).isEmpty)
            }
        }
    }

    @Test(
        "Given a report whose description and breed are as long as allowed in four-byte characters, then it is stored and read as a candidate with every word (PostgreSQL's index holds them)",
        arguments: TestDatabase.engines)
    func widestFactsFitTheIndex(_ engine: DatabaseEngine) async throws {
        var record = Contract.record(status: .found, species: .dog, at: Coordinates(latitude: 50, longitude: 20))
        record.content.lastSeenDate = CalendarDate(iso: "2026-11-20")!
        // Drawn from CJK Extension B (four bytes each in UTF-8), so that the text does not compress.
        var random = SplitMix64(seed: 4)
        func text(_ count: Int) -> String {
            String(
                String.UnicodeScalarView(
                    (0..<count).map { _ in Unicode.Scalar(0x20000 + UInt32(random.next() % 0xA6D0))! }))
        }
        record.content.description = text(TextLimit.description)
        record.content.breed = text(TextLimit.breed)
        #expect(TextLimit.problem(with: record.content.description!, limit: TextLimit.description) == nil)
        try await TestDatabase.withFresh(engine) { database in
            try await database.withStorage { storage in
                try await storage.announcements.insert(record)
                let found = try await storage.announcements.matchCandidates(in: Self.plannedWindow)
                #expect(found == [Self.storedFacts(record)])
            }
        }
    }

    @Test(
        "Given SQLite, when the possible matches' place read is planned, then it seeks each row of latitude, then its longitudes, in announcements_matching_rows, and reads the rows it chose by rowid"
    )
    func sqliteReadsTheRowsIndex() async throws {
        try await TestDatabase.withFresh(.sqlite) { database in
            try await database.withStorage { storage in
                try await storage.announcements.insertAll(
                    (0..<200).map { index in
                        Contract.record(
                            status: index % 2 == 0 ? .missing : .found,
                            at: Coordinates(
                                latitude: 49.5 + Double(index) / 200, longitude: 19.5 + Double(index % 7) / 7))
                    })
                let plan = try await Self.sqlitePlan(.place, for: Self.plannedWindow, on: storage.pool)
                // "INDEX", not "COVERING INDEX", for a partial index whose terms the query repeats; its program
                // reads no column of the table until the chosen rows are read by rowid.
                #expect(
                    plan.contains {
                        $0.contains(
                            "INDEX announcements_matching_rows (species=? AND status=? AND match_row=? AND longitude>? AND longitude<?)"
                        )
                    }, "\(plan)")
                #expect(plan.contains { $0.contains("USING INTEGER PRIMARY KEY (rowid=?)") }, "\(plan)")
                #expect(!plan.contains { $0.hasPrefix("SCAN") }, "\(plan)")
            }
        }
    }

    @Test(
        "Given twenty unlisted, closed or other-kind reports with a found dog's chip, and the one listed missing dog with it far away, then the chip read still finds that dog, through the chip index",
        arguments: TestDatabase.engines)
    func junkWithTheSameChipHidesNothing(_ engine: DatabaseEngine) async throws {
        let chip = "985112003456789"
        var junk: [AnnouncementRecord] = (0..<25).map { index in
            var record = Contract.record(
                status: index % 5 == 0 ? .found : .missing, species: index % 5 == 1 ? .cat : .dog,
                photo: index % 5 >= 2 ? nil : "p.png")
            if index % 5 == 3 {
                record.photoFile = "p.png"
                record.resolution = .closed
            }
            record.content.microchipNumber = chip
            return record
        }
        var real = Contract.record(status: .missing, at: Coordinates(latitude: -33.86, longitude: 151.2))
        real.content.microchipNumber = chip
        junk.append(real)
        try await TestDatabase.withFresh(engine) { database in
            try await database.withStorage { storage in
                try await storage.announcements.insertAll(junk)
                let window = CandidateWindow(
                    status: .missing, species: .dog, centre: nil, kilometres: 1,
                    dates: CalendarDate(iso: "2026-11-01")!...CalendarDate(iso: "2026-11-30")!,
                    microchip: chip, limit: 10, now: Contract.created)
                let found = try await storage.announcements.matchCandidates(in: window)
                #expect(found.map(\.id) == [real.wireID])
                guard engine == .sqlite else { return }
                let plan = try await Self.sqlitePlan(.microchip, for: window, on: storage.pool)
                #expect(plan.contains { $0.contains("INDEX announcements_microchip (microchip_number=?)") }, "\(plan)")
            }
        }
    }

    @Test("Given SQLite, then the possible matches' readers map the file and the other hot reads' readers do not")
    func onlyTheMatchesReadersMapTheFile() async throws {
        try await TestDatabase.withFresh(.sqlite) { database in
            try await database.withStorage { storage in
                let store = try #require(storage.announcements as? SQLiteAnnouncementStore)
                func mapped(_ readers: SQLiteReaders) async throws -> Int64? {
                    try await readers.read { connection in
                        try connection.withStatement("PRAGMA mmap_size") { statement in
                            try statement.step() ? statement.integer(0) : nil
                        }
                    }
                }
                #expect(try await mapped(store.database.mappedReaders) ?? 0 > 0)
                #expect(try await mapped(store.database.readers) == 0)
            }
        }
    }

    /// A found dog's window around (50, 20), 30 km: what the plan tests ask both engines to plan.
    static let plannedWindow = CandidateWindow(
        status: .found, species: .dog, centre: Coordinates(latitude: 50, longitude: 20), kilometres: 30,
        dates: CalendarDate(iso: "2026-11-01")!...CalendarDate(iso: "2026-11-30")!, microchip: nil,
        now: SampleRecords.created)

    /// Statement values as SQL literals, for plans asked of SQL written out whole.
    /// SQLite's plan of the first read of `kind` for `window`, its values written in as literals.
    static func sqlitePlan(
        _ kind: MatchCandidateQueries.Kind, for window: CandidateWindow, on pool: any SQLConnectionPool
    ) async throws -> [String] {
        let read = try #require(MatchCandidateQueries.reads(for: window).first { $0.kind == kind })
        var sql = MatchCandidateQueries.sql(kind, placeholder: { "?\($0)" }, coveringIndex: false)
        for (index, literal) in literals(read.values).enumerated().reversed() {
            sql = sql.replacingOccurrences(of: "?\(index + 1)", with: literal)
        }
        let explain = "EXPLAIN QUERY PLAN \(sql)"
        return try await pool.withConnection { db in
            try await db.raw("\(unsafeRaw: explain)").all().map { try $0.decode(column: "detail", as: String.self) }
        }
    }

    static func literals(_ values: [StatementValue]) -> [String] {
        values.map { value in
            switch value {
            case .text(let text): "'\(text.replacingOccurrences(of: "'", with: "''"))'"
            case .integer(let integer): "\(integer)"
            case .real(let real): "\(real)"
            }
        }
    }

    /// The window's candidates by a look at every record: those with its chip, and the nearest
    /// `limit` in each of its boxes (by the flat distance the stores order by), within its circle.
    private static func exhaustive(_ records: [AnnouncementRecord], _ window: CandidateWindow) -> Set<UUID> {
        let open = records.filter { record in
            record.photoFile != nil && record.resolution == nil && record.expiresAt > window.now
                && record.content.species == window.species && record.content.status == window.status
        }
        var found = Set(open.filter { $0.content.microchipNumber == window.microchip }.map(\.id))
        guard let centre = window.centre else { return found }
        let squeeze = pow(cos(centre.latitude * .pi / 180), 2)
        for box in BoundingBox.covering(centre, kilometres: window.kilometres) {
            let inBox = open.filter { record in
                guard let point = record.coordinates else { return false }
                return box.contains(point) && window.dates.contains(record.content.lastSeenDate)
            }
            func flat(_ record: AnnouncementRecord) -> Double {
                let point = record.coordinates!
                let (dLat, dLng) = (point.latitude - centre.latitude, point.longitude - centre.longitude)
                return dLat * dLat + dLng * dLng * squeeze
            }
            found.formUnion(
                inBox.sorted { flat($0) < flat($1) }.prefix(window.limit)
                    .filter { GreatCircle.kilometres(from: centre, to: $0.coordinates!) <= window.kilometres }.map(\.id)
            )
        }
        return found
    }

    /// What a store reads of `record` for ranking: its facts, without the place in words.
    static func storedFacts(_ record: AnnouncementRecord) -> MatchFacts {
        var facts = MatchFacts(record.announcement())
        facts.place = nil
        return facts
    }

}
