import Foundation
import PetSpotDomain

/// A listing request, read from the query string with the contract's `INVALID_PARAMETER` messages.
package struct ListingQuery: Sendable, Equatable {
    package struct Nearby: Sendable, Equatable, Codable {
        package let latitude: Double
        package let longitude: Double
        package let rangeKilometres: Int

        package var centre: Coordinates? { Coordinates(latitude: latitude, longitude: longitude) }
    }

    package static let defaultRange = 5, maximumRange = 1000
    package static let defaultLimit = 100, maximumLimit = 200

    package var filter = ListingFilter()
    package var nearby: Nearby?
    package var limit = defaultLimit
    package var cursor: ListingCursor?

    /// Reads the parameters; one that is present but blank is an error (leave it out instead), so a
    /// client bug never silently widens a listing.
    package init(_ parameters: [String: String]) throws {
        func value(_ name: String) throws -> String? {
            guard let raw = parameters[name] else { return nil }
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else {
                throw ServiceError.invalidParameter(
                    name, "Parameter '\(name)' is empty; give it a value or leave it out")
            }
            return trimmed
        }
        // The reference's order and words: the pair first, then each value.
        let (latitudeText, longitudeText, rangeText) = (try value("lat"), try value("lng"), try value("range"))
        switch (latitudeText, longitudeText) {
        case (_?, nil): throw ServiceError.invalidParameter("lng", "Parameter 'lng' is required when 'lat' is provided")
        case (nil, _?): throw ServiceError.invalidParameter("lat", "Parameter 'lat' is required when 'lng' is provided")
        default: break
        }
        let latitude = try latitudeText.map { try Self.coordinate("lat", $0, within: Coordinates.latitudeRange) }
        let longitude = try longitudeText.map { try Self.coordinate("lng", $0, within: Coordinates.longitudeRange) }
        // Checked even without a location, and then ignored, as the reference did.
        let range = try rangeText.map { try Self.range($0) }
        if let latitude, let longitude {
            nearby = Nearby(latitude: latitude, longitude: longitude, rangeKilometres: range ?? Self.defaultRange)
        }
        if let status = try value("status") {
            guard let parsed = AnnouncementStatus(rawValue: status.uppercased()) else {
                throw ServiceError.invalidParameter("status", "Parameter 'status' must be MISSING or FOUND")
            }
            filter.status = parsed
        }
        if let species = try value("species") {
            guard let parsed = Species(rawValue: species.uppercased()) else {
                let ids = Species.allCases.map(\.rawValue).joined(separator: ", ")
                throw ServiceError.invalidParameter("species", "Parameter 'species' must be one of \(ids)")
            }
            filter.species = parsed
        }
        if let resolution = try value("resolution") {
            guard let parsed = Resolution(rawValue: resolution.uppercased()) else {
                throw ServiceError.invalidParameter(
                    "resolution", "Parameter 'resolution' must be REUNITED or CLOSED; leave it out to list open reports"
                )
            }
            filter.resolution = parsed
        }
        if let limit = try value("limit") {
            self.limit = try Self.wholeNumber("limit", limit, within: 1...Self.maximumLimit, unit: "")
        }
        if let cursor = try value("cursor") {
            guard let parsed = ListingCursor(token: cursor), parsed.belongs(to: self) else {
                throw ServiceError.invalidParameter(
                    "cursor",
                    "Parameter 'cursor' is not a cursor of this listing; request the first page again without it")
            }
            self.cursor = parsed
        }
    }

    /// A listing asked for in the domain's terms (the pages), read by the very rules of the query
    /// string: the same defaults, limits and cursor checks.
    package init(
        centre: Coordinates?, rangeKilometres: Int?, filter: ListingFilter, limit: Int?, cursor: String?
    ) throws {
        var parameters: [String: String] = [:]
        if let centre {
            parameters["lat"] = String(centre.latitude)
            parameters["lng"] = String(centre.longitude)
            parameters["range"] = rangeKilometres.map(String.init)
        }
        parameters["status"] = filter.status?.rawValue
        parameters["species"] = filter.species?.rawValue
        parameters["resolution"] = filter.resolution?.rawValue
        parameters["limit"] = limit.map(String.init)
        parameters["cursor"] = cursor
        try self.init(parameters)
    }

    private static func coordinate(_ name: String, _ text: String, within range: ClosedRange<Double>) throws -> Double {
        guard let value = Double(text), value.isFinite else {
            throw ServiceError.invalidParameter(name, "Parameter '\(name)' must be a valid number")
        }
        guard range.contains(value) else {
            throw ServiceError.invalidParameter(
                name, "Parameter '\(name)' must be between \(Int(range.lowerBound)) and \(Int(range.upperBound))")
        }
        return value
    }

    /// Kilometres, a whole number from 1 to `maximumRange`, each problem in the reference's words.
    private static func range(_ text: String) throws -> Int {
        func refuse(_ problem: String) -> ServiceError {
            ServiceError.invalidParameter("range", "Parameter 'range' must be \(problem)")
        }
        guard let number = Double(text), number.isFinite else { throw refuse("a valid number") }
        guard let value = Int(exactly: number) else { throw refuse("an integer") }
        guard value >= 0 else { throw refuse("a positive number") }
        guard value > 0 else { throw refuse("greater than zero") }
        guard value <= maximumRange else { throw refuse("at most \(maximumRange)") }
        return value
    }

    private static func wholeNumber(
        _ name: String, _ text: String, within range: ClosedRange<Int>, unit: String
    ) throws -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw ServiceError.invalidParameter(
                name,
                "Parameter '\(name)' must be a whole number\(unit) from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }
}
