import Foundation
import PetSpotDomain
import SQLKit

/// How a sighting is read from its row: one place for the columns and their order, shared by the
/// report's page (both engines' stores read a report with its latest sightings) and the sightings'
/// own store above.
package enum SightingRows {
    /// The sightings `condition` picks (it may end in its own order and limit), latest seen first.
    package static func sightings(
        where condition: SQLQueryString, on database: any SQLDatabase
    ) async throws -> [Sighting] {
        let sql: SQLQueryString =
            "SELECT * FROM (SELECT \(unsafeRaw: sightingColumns) FROM sightings WHERE "
            + condition + ") AS picked ORDER BY seen_at DESC, id"
        return try await database.raw(sql).all().map { row in
            try sighting(
                id: try row.decode(column: "id", as: String.self),
                reportID: try row.decode(column: "announcement_id", as: String.self),
                seenAt: try row.decode(column: "seen_at", as: Int64.self),
                latitude: try row.decode(column: "latitude", as: Double.self),
                longitude: try row.decode(column: "longitude", as: Double.self),
                note: try row.decode(column: "note", as: String?.self),
                email: try row.decode(column: "email", as: String?.self),
                phone: try row.decode(column: "phone", as: String?.self),
                createdAt: try row.decode(column: "created_at", as: Int64.self)
            )
        }
    }

    /// The columns a sighting is read from, in the order `sighting(id:…)` takes them.
    package static let sightingColumns =
        "id, announcement_id, seen_at, latitude, longitude, note, email, phone, created_at"

    /// The latest `limit` sightings of a report, latest seen first: `?1` the report's id, `?2` the limit.
    package static let latestSightingsSQL =
        "SELECT \(sightingColumns) FROM sightings WHERE announcement_id = ?1 ORDER BY seen_at DESC, id LIMIT ?2"

    /// A sighting from its stored values; throws when its point is out of range.
    package static func sighting(
        id: String, reportID: String, seenAt: Int64, latitude: Double, longitude: Double,
        note: String?, email: String?, phone: String?, createdAt: Int64
    ) throws -> Sighting {
        guard let location = Coordinates(latitude: latitude, longitude: longitude) else { throw UnreadableSighting() }
        return Sighting(
            id: id, announcementId: reportID, seenAt: time(seenAt), location: location, note: note, email: email,
            phone: phone, createdAt: time(createdAt))
    }

    private static func time(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}

private struct UnreadableSighting: Error {}
