import Foundation
import PetSpotDomain
import SQLKit
import PetSpotOutbox

/// An area alert as stored: what was asked, when, and whether its address confirmed it.
package struct StoredAlert: Sendable, Equatable {
    package let id: String
    package let request: AlertRequest
    package let createdAt: Date
    package let confirmedAt: Date?

    /// The columns `init(row:)` reads, in a `SELECT`.
    package static let columns =
        "id, email, latitude, longitude, radius_km, status, species, frequency, area_name, language, created_at, confirmed_at"

    package init(id: String, request: AlertRequest, createdAt: Date, confirmedAt: Date?) {
        self.id = id
        self.request = request
        self.createdAt = createdAt
        self.confirmedAt = confirmedAt
    }

    package init(row: any SQLRow) throws {
        let latitude = try row.decode(column: "latitude", as: Double.self),
            longitude = try row.decode(column: "longitude", as: Double.self)
        guard let centre = Coordinates(latitude: latitude, longitude: longitude) else {
            throw StoredAlertError.outOfRange(latitude, longitude)
        }
        let request = AlertRequest(
            email: try row.decode(column: "email", as: String.self),
            centre: centre,
            radiusKm: try row.decode(column: "radius_km", as: Int.self),
            status: try row.decode(column: "status", as: String?.self).flatMap(AnnouncementStatus.init(rawValue:)),
            species: try row.decode(column: "species", as: String?.self).flatMap(Species.init(rawValue:)),
            frequency: AlertFrequency(rawValue: try row.decode(column: "frequency", as: String.self)) ?? .immediate,
            areaName: try row.decode(column: "area_name", as: String?.self),
            language: Language(rawValue: try row.decode(column: "language", as: String.self)) ?? .source
        )
        self.init(
            id: try row.decode(column: "id", as: String.self), request: request,
            createdAt: Timestamp.date(milliseconds: try row.decode(column: "created_at", as: Int64.self)),
            confirmedAt: try row.decode(column: "confirmed_at", as: Int64?.self).map {
                Timestamp.date(milliseconds: $0)
            })
    }

    /// Whether `other` asks for the same mail: the same circle, filters and frequency (an address
    /// asking twice gets one alert).
    package func isSame(as other: AlertRequest) -> Bool {
        let mine = request
        return MailAddresses.key(mine.email) == MailAddresses.key(other.email)
            && mine.centre.rounded == other.centre.rounded
            && mine.radiusKm == other.radiusKm && mine.status == other.status && mine.species == other.species
            && mine.frequency == other.frequency
    }

    /// When an alert confirmed (or changed) at `now` may send its first mail: at once for
    /// `IMMEDIATE`, a day later for `DAILY` (a day's reports in one mail).
    package static func firstMail(_ frequency: AlertFrequency, after now: Date) -> Date {
        frequency == .daily ? now + frequency.quiet : now
    }

}

extension SQLQueryString {
    /// `(?, ?, …)`: the values bound, for `IN`.
    package static func list(_ values: [some Encodable & Sendable]) -> SQLQueryString {
        var sql: SQLQueryString = "("
        for (index, value) in values.enumerated() {
            if index > 0 { sql.appendLiteral(", ") }
            sql.appendInterpolation(bind: value)
        }
        sql.appendLiteral(")")
        return sql
    }
}

/// A stored alert whose centre no longer reads as coordinates (the database was edited by hand).
package enum StoredAlertError: Error {
    case outOfRange(Double, Double)
}
