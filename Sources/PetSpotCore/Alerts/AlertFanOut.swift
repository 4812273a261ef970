import Foundation
import PetSpotDomain
import SQLKit

/// Which confirmed alerts a report reaches, found in the transaction that lists it (its first photo)
/// and kept as `alert_deliveries` there, so a report is never listed without its alerts noted, nor
/// noted twice. The alerts are read through the engine's spatial index over their circles' boxes
/// (`SQLDialect.alertsWhoseBoxHolds`: SQLite's R*Tree, PostgreSQL's GiST): only the alerts whose
/// box holds the report's point, whatever the number of alerts elsewhere. The exact circle
/// (great-circle distance below the radius) and the filters are checked on what the index
/// returned. A report never alerts the address that published it.
package enum AlertFanOut {
    /// Rows of one insert of deliveries (each row is three values; far below either engine's cap).
    private static let rowsPerInsert = 500

    /// Notes the deliveries of `record`, listed at `time`, on `database` (the listing's transaction);
    /// returns how many alerts it reaches.
    @discardableResult
    package static func reach(_ record: AnnouncementRecord, at time: Date, dialect: SQLDialect, on database: any SQLDatabase) async throws -> Int {
        guard let place = record.content.location, case .open = record.standing(at: time) else { return 0 }
        let reporter = record.content.email.map(MailAddresses.key)
        var reached: [String] = []
        for longitude in AlertBox.lookups(place.longitude) {
            let sql = dialect.alertsWhoseBoxHolds(place.latitude, longitude) + """
                 AND a.confirmed_at IS NOT NULL AND (a.status IS NULL OR a.status = \(bind: record.content.status.rawValue)) \
                AND (a.species IS NULL OR a.species = \(bind: record.content.species.rawValue))
                """
            for row in try await database.raw(sql).all() {
                guard let centre = Coordinates(latitude: try row.decode(column: "latitude", as: Double.self),
                                               longitude: try row.decode(column: "longitude", as: Double.self)),
                      GreatCircle.kilometres(from: centre, to: place) < Double(try row.decode(column: "radius_km", as: Int.self)),
                      try row.decode(column: "address", as: String.self) != reporter else { continue }
                reached.append(try row.decode(column: "id", as: String.self))
            }
        }
        let listed = Timestamp.milliseconds(time)
        for start in stride(from: 0, to: reached.count, by: rowsPerInsert) {
            let rows = reached[start..<min(start + rowsPerInsert, reached.count)].map { [$0, record.wireID, listed] as [any Encodable & Sendable] }
            try await database.raw(.insert(into: "alert_deliveries", columns: ["alert_id", "announcement_id", "listed_at"], rows: rows)
                + " ON CONFLICT DO NOTHING").run()
        }
        return reached.count
    }
}
