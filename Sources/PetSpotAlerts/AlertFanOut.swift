import Foundation
import PetSpotDomain
import SQLKit
import PetSpotOutbox
import PetSpotStorage

/// Which confirmed alerts a report reaches, noted as `alert_deliveries` after it is listed. The
/// listing's transaction only queues the work (`queue`: a row of `alert_fanouts`), so a report is
/// never listed without its alerts to come; `run` does it outside that transaction: the alerts are
/// read on a reading connection (SQLite's writer is not held while they are), then their
/// deliveries written `rowsPerTransaction` at a time, each batch its own short transaction, the
/// last one ending the job. A probe listed a report inside 10,000 confirmed alerts: written in the
/// listing's transaction, the fan-out held SQLite's one writer 0.6 s and every other client's
/// create waited behind it (3 ms → 1.06 s p50). A process that dies midway leaves the job, which
/// the next round runs again; the deliveries' key (`ON CONFLICT DO NOTHING`) keeps any from being
/// noted, or mailed, twice.
///
/// The alerts are read through the engine's spatial index over their circles' boxes
/// (`EngineDialect.alertsWhoseBoxHolds`: SQLite's R*Tree, PostgreSQL's GiST): only the alerts whose
/// box holds the report's point, whatever the number of alerts elsewhere. The exact circle
/// (great-circle distance below the radius) and the filters are checked on what the index
/// returned. A report never alerts the address that published it, nor an alert confirmed after it
/// was listed.
package enum AlertFanOut {
    /// Deliveries written per transaction: each holds SQLite's writer a few milliseconds.
    package static let rowsPerTransaction = 500

    /// In the listing's transaction: queues the fan-out of `record`, listed at `time`; `false` when
    /// it reaches no one (no place, or not open).
    package static func queue(
        _ record: AnnouncementRecord, at time: Date, on database: any SQLDatabase
    ) async throws -> Bool {
        guard record.content.location != nil, case .open = record.standing(at: time) else { return false }
        try await database.raw(
            """
            INSERT INTO alert_fanouts (announcement_id, listed_at) VALUES (\(bind: record.wireID), \(bind: Timestamp.milliseconds(time))) \
            ON CONFLICT DO NOTHING
            """
        ).run()
        return true
    }

    /// Runs the queued fan-outs, oldest first (at most `limit`); returns how many deliveries were noted.
    @discardableResult
    package static func run(limit: Int, on pool: any SQLConnectionPool) async throws -> Int {
        let jobs = try await pool.withConnection { database in
            try await database.raw(
                "SELECT announcement_id, listed_at FROM alert_fanouts ORDER BY listed_at, announcement_id LIMIT \(bind: limit)"
            ).all()
                .map {
                    (
                        report: try $0.decode(column: "announcement_id", as: String.self),
                        listed: try $0.decode(column: "listed_at", as: Int64.self)
                    )
                }
        }
        var noted = 0
        for job in jobs { noted += try await run(report: job.report, listedAt: job.listed, on: pool) }
        return noted
    }

    private static func run(
        report reportID: String, listedAt listed: Int64, on pool: any SQLConnectionPool
    ) async throws -> Int {
        let dialect = pool.engine.dialect
        let reached = try await pool.withConnection { database -> [String] in
            let read: SQLQueryString =
                "SELECT \(unsafeRaw: AnnouncementColumn.listedList) FROM \(unsafeRaw: AnnouncementColumn.table) WHERE id = \(bind: reportID)"
            guard let row = try await database.raw(read).first() else { return [] }
            let record = try AnnouncementRecord(row: SQLKitAnnouncementRow(row: row), secrets: false)
            return try await Self.reached(by: record, listedAt: listed, dialect: dialect, on: database)
        }
        let batches = stride(from: 0, to: max(reached.count, 1), by: rowsPerTransaction).map {
            reached[$0..<min($0 + rowsPerTransaction, reached.count)]
        }
        for (index, batch) in batches.enumerated() {
            let last = index == batches.count - 1
            try await pool.transaction { database in
                if !batch.isEmpty {
                    let rows = batch.map { [$0, reportID, listed] as [any Encodable & Sendable] }
                    try await database.raw(
                        .insert(
                            into: "alert_deliveries", columns: ["alert_id", "announcement_id", "listed_at"], rows: rows)
                            + " ON CONFLICT DO NOTHING"
                    ).run()
                }
                if last {
                    try await database.raw("DELETE FROM alert_fanouts WHERE announcement_id = \(bind: reportID)").run()
                }
            }
        }
        return reached.count
    }

    /// The ids of the confirmed alerts `record`, listed at `listed`, reaches.
    private static func reached(
        by record: AnnouncementRecord, listedAt listed: Int64, dialect: EngineDialect,
        on database: any SQLDatabase
    ) async throws -> [String] {
        let time = Date(timeIntervalSince1970: Double(listed) / 1000)
        guard let place = record.content.location, record.photoFile != nil, case .open = record.standing(at: time)
        else { return [] }
        let reporter = record.content.email.map(MailAddresses.key)
        var reached: [String] = []
        for longitude in AlertBox.lookups(place.longitude) {
            let sql =
                dialect.alertsWhoseBoxHolds(place.latitude, longitude) + """
                     AND a.confirmed_at IS NOT NULL AND a.confirmed_at <= \(bind: listed) \
                    AND (a.status IS NULL OR a.status = \(bind: record.content.status.rawValue)) \
                    AND (a.species IS NULL OR a.species = \(bind: record.content.species.rawValue))
                    """
            for row in try await database.raw(sql).all() {
                guard
                    let centre = Coordinates(
                        latitude: try row.decode(column: "latitude", as: Double.self),
                        longitude: try row.decode(column: "longitude", as: Double.self)),
                    GreatCircle.kilometres(from: centre, to: place)
                        < Double(try row.decode(column: "radius_km", as: Int.self)),
                    try row.decode(column: "address", as: String.self) != reporter
                else { continue }
                reached.append(try row.decode(column: "id", as: String.self))
            }
        }
        return reached
    }
}
