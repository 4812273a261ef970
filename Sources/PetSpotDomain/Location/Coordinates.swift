import Foundation

/// A point on Earth in decimal degrees.
public struct Coordinates: Hashable, Sendable, Codable {
    public static let latitudeRange = -90.0...90.0
    public static let longitudeRange = -180.0...180.0
    /// Coordinates are shown, and GPS fixes kept, to 5 decimals (about a metre).
    public static let decimals = 5

    public let latitude: Double
    public let longitude: Double

    /// `nil` when either value is out of range or not finite.
    public init?(latitude: Double, longitude: Double) {
        guard Self.latitudeRange.contains(latitude), Self.longitudeRange.contains(longitude) else { return nil }
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Kraków's main square: where lists centre when a person's position is unknown, and where
    /// `petspot seed --demo` puts its reports.
    public static let defaultArea = Coordinates(uncheckedLatitude: 50.0617, longitude: 19.9373)

    /// These coordinates rounded to 5 decimals.
    public var rounded: Coordinates {
        Coordinates(uncheckedLatitude: Self.round(latitude), longitude: Self.round(longitude))
    }

    /// A coordinate as shown in a field: 5 decimals, `.` as separator whatever the locale.
    public static func formatted(_ value: Double) -> String {
        // Adding zero turns a rounded -0.0 into 0.0, so a point on the equator never reads "-0.00000".
        String(format: "%.\(decimals)f", round(value) + 0.0)
    }

    /// Compiled once (a regex literal is parsed again at every evaluation); never mutated, so shared safely.
    nonisolated(unsafe) private static let typedPattern = /[+-]?\d{1,3}([.,]\d*)?|[+-]?[.,]\d+/

    /// Reads a typed coordinate: digits with an optional sign and a `.` or `,` decimal separator.
    public static func parse(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.wholeMatch(of: typedPattern) != nil else { return nil }
        return Double(trimmed.replacingOccurrences(of: ",", with: "."))
    }

    private static func round(_ value: Double) -> Double {
        let scale = pow(10.0, Double(decimals))
        return (value * scale).rounded() / scale
    }

    /// Decoding applies the same range check as `init?(latitude:longitude:)`.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let latitude = try container.decode(Double.self, forKey: .latitude)
        let longitude = try container.decode(Double.self, forKey: .longitude)
        guard let valid = Coordinates(latitude: latitude, longitude: longitude) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "Coordinates out of range: \(latitude), \(longitude)"))
        }
        self = valid
    }

    private init(uncheckedLatitude latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}
