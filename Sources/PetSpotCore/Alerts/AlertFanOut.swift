import Foundation
import PetSpotDomain
import SQLKit

/// Which confirmed alerts a report reaches, found in the transaction that lists it (its first photo)
/// and kept as `alert_deliveries` there, so a report is never listed without its alerts noted, nor
/// noted twice. The alerts are read by place: each row of latitude (`MatchRows`) of the box that
/// holds every circle the report can be in (the widest radius around it) is one seek of
/// `alerts_by_place`, then its longitudes; only those alerts are read, whatever the number of alerts
/// elsewhere. The exact circle (great-circle distance below the radius) and the filters are checked
/// on what the index returned. A report never alerts the address that published it.
package enum AlertFanOut {
    /// Rows of one insert of deliveries (each row is three values; far below either engine's cap).
    private static let rowsPerInsert = 500

    /// Notes the deliveries of `record`, listed at `time`, on `database` (the listing's transaction);
    /// returns how many alerts it reaches.
    @discardableResult
    package static func reach(_ record: AnnouncementRecord, at time: Date, on database: any SQLDatabase) async throws -> Int {
        guard let place = record.content.location, case .open = record.standing(at: time) else { return 0 }
        let reporter = record.content.email.map(MailAddresses.key)
        var reached: [String] = []
        for sql in queries(around: place, status: record.content.status, species: record.content.species) {
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

    /// The reads of the alerts whose centre is near enough to `place` for any radius, of `status`
    /// and `species` or of all: one per box (two across the antimeridian).
    package static func queries(around place: Coordinates, status: AnnouncementStatus, species: Species) -> [SQLQueryString] {
        BoundingBox.covering(place, kilometres: Double(AlertRequest.radiusRange.upperBound)).map { box in
            let rows = Array(MatchRows.rows(from: box.minimumLatitude, to: box.maximumLatitude))
            return "SELECT id, address, latitude, longitude, radius_km FROM alerts WHERE confirmed_at IS NOT NULL AND place_row IN "
                + .list(rows) + """
                 AND longitude BETWEEN \(bind: box.minimumLongitude) AND \(bind: box.maximumLongitude) \
                AND latitude BETWEEN \(bind: box.minimumLatitude) AND \(bind: box.maximumLatitude) \
                AND (status IS NULL OR status = \(bind: status.rawValue)) AND (species IS NULL OR species = \(bind: species.rawValue))
                """
        }
    }
}
