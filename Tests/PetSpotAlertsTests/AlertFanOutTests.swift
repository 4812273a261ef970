import Foundation
import Logging
import PetSpotDomain
import SQLKit
import Testing
@testable import PetSpotSeeding
import PetSpotAlerts
import PetSpotStorage
import PetSpotStorageTesting

@Suite("Which alerts a new report reaches: the spatial index over the circles' boxes, both engines")
struct AlertFanOutTests {
    static let alerts = SyntheticAlerts(
        area: SyntheticReports.Area(south: 49.9, north: 50.2, west: 19.7, east: 20.2), seed: 3)

    /// A report at `place`, with its reporter's address.
    static func report(at place: Coordinates, email: String? = "reporter@example.com") -> AnnouncementRecord {
        var record = SampleRecords.record(at: place)
        record.content.email = email
        record.photoFile = "listed.jpg"
        return record
    }

    /// The fan-out of `report`, listed at `time`, as a listing queues it and the alerts' round runs it.
    static func fanOut(_ report: AnnouncementRecord, at time: Date, on pool: any SQLConnectionPool) async throws -> Int
    {
        let queued = try await pool.transaction { try await AlertFanOut.queue(report, at: time, on: $0) }
        #expect(queued)
        let noted = try await AlertFanOut.run(limit: 10, on: pool)
        let left = try await pool.withConnection {
            try await $0.raw("SELECT count(*) AS n FROM alert_fanouts").first(decodingColumn: "n", as: Int.self)
        }
        #expect(left == 0, "the job ended")
        return noted
    }

    @Test(
        "Given 3,000 alerts, then a report reaches exactly those whose circle holds it (by the haversine), read through the engine's spatial index",
        arguments: TestDatabase.engines)
    func reachesExactlyTheCircles(_ engine: DatabaseEngine) async throws {
        try await TestDatabase.withFresh(engine) { database in
            try await database.withStorage { storage in
                let now = Date()
                let all = Self.alerts.alerts(0..<3000, now: now)
                try await AlertStore(pool: storage.pool).insertAll(all)
                let place = Coordinates(latitude: 50.05, longitude: 19.95)!
                let expected = Set(
                    all.filter { $0.request.reaches(status: .missing, species: .dog, at: place) }.map(\.id))
                #expect(expected.count > 20)
                let dialect = storage.pool.engine.dialect
                let report = Self.report(at: place)
                try await storage.announcements.insert(report)
                let reached = try await Self.fanOut(report, at: now, on: storage.pool)
                let noted = try await storage.pool.withConnection {
                    try await $0.raw("SELECT alert_id FROM alert_deliveries").all(
                        decodingColumn: "alert_id", as: String.self)
                }
                #expect(reached == expected.count && Set(noted) == expected)
                // The plan reads the spatial index, not every alert.
                let explain: SQLQueryString =
                    (engine == .sqlite ? "EXPLAIN QUERY PLAN " : "EXPLAIN ") + dialect.alertsWhoseBoxHolds(50.05, 19.95)
                    + " AND a.confirmed_at IS NOT NULL"
                let plan = try await storage.pool.withConnection { try await $0.raw(explain).all() }.map { row in
                    (try? row.decode(column: "detail", as: String.self))
                        ?? (try? row.decode(column: "QUERY PLAN", as: String.self)) ?? ""
                }
                if engine == .sqlite {
                    #expect(plan.contains { $0.contains("VIRTUAL TABLE INDEX") }, "\(plan)")
                } else {
                    #expect(plan.contains { $0.contains("alerts_by_box") }, "\(plan)")
                }
            }
        }
    }

    @Test(
        "Given an alert by the antimeridian, then a report across it, within the radius, reaches it; a box runs past ±180 on its centre's side"
    )
    func acrossTheAntimeridian() async throws {
        for engine in TestDatabase.engines {
            try await TestDatabase.withFresh(engine) { database in
                try await database.withStorage { storage in
                    let centre = Coordinates(latitude: -17.0, longitude: 179.99)!
                    let box = AlertBox(centre: centre, radiusKm: 5)
                    #expect(box.west < 179.99 && box.east > 180, "\(box)")
                    let alert = StoredAlert(
                        id: UUID().canonicalText,
                        request: AlertRequest(email: "fiji@example.com", centre: centre, radiusKm: 5),
                        createdAt: Date(), confirmedAt: Date())
                    try await AlertStore(pool: storage.pool).insertAll([alert])
                    let report = Self.report(at: Coordinates(latitude: -17.0, longitude: -179.99)!)
                    try await storage.announcements.insert(report)
                    let across = try await Self.fanOut(report, at: Date(), on: storage.pool)
                    #expect(across == 1, "2.1 km away, across the line")
                }
            }
        }
    }

    @Test(
        "Given 1,200 alerts around one point, then the listing only queues the fan-out, and its round writes the deliveries in batches, each a short transaction; run again (a process that died midway), nothing is noted twice; an alert confirmed after the listing is not reached",
        arguments: TestDatabase.engines)
    func fanOutOutsideTheListing(_ engine: DatabaseEngine) async throws {
        try await TestDatabase.withFresh(engine) { database in
            try await database.withStorage { storage in
                let listed = Date()
                let place = Coordinates(latitude: 50.05, longitude: 19.95)!
                let around = (0..<1_200).map { index in
                    StoredAlert(
                        id: UUID().canonicalText,
                        request: AlertRequest(email: "n\(index)@example.com", centre: place, radiusKm: 5),
                        createdAt: listed, confirmedAt: listed - 60)
                }
                let later = StoredAlert(
                    id: UUID().canonicalText,
                    request: AlertRequest(email: "late@example.com", centre: place, radiusKm: 5),
                    createdAt: listed, confirmedAt: listed + 60)
                try await AlertStore(pool: storage.pool).insertAll(around + [later])
                let report = Self.report(at: place)
                try await storage.announcements.insert(report)
                let queued = try await storage.pool.transaction {
                    try await AlertFanOut.queue(report, at: listed, on: $0)
                }
                func deliveries() async throws -> Int {
                    try await storage.pool.withConnection {
                        try await $0.raw("SELECT count(*) AS n FROM alert_deliveries").first(
                            decodingColumn: "n", as: Int.self)
                    } ?? 0
                }
                let before = try await deliveries()
                #expect(queued && before == 0, "the listing's transaction writes no delivery")
                // A process that died after its first batch: that batch is there, the job too.
                try await storage.pool.transaction { database in
                    let rows = around.prefix(AlertFanOut.rowsPerTransaction).map {
                        [$0.id, report.wireID, Timestamp.milliseconds(listed)] as [any Encodable & Sendable]
                    }
                    try await database.raw(
                        .insert(
                            into: "alert_deliveries", columns: ["alert_id", "announcement_id", "listed_at"], rows: rows)
                    ).run()
                }
                #expect(try await AlertFanOut.run(limit: 10, on: storage.pool) == 1_200)
                #expect(
                    try await deliveries() == 1_200, "each alert once; the one confirmed after the listing not at all")
                #expect(try await AlertFanOut.run(limit: 10, on: storage.pool) == 0, "the job ended")
            }
        }
    }
}
