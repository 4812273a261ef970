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
    /// Whole hundred-thousandths in integers, printed as `%.5f` prints them (`CoordinatesTests`
    /// holds the two the same): `String(format:)` went through CoreFoundation's format parser,
    /// 6% of composing a round of 200 alert mails, which print three coordinates each.
    public static func formatted(_ value: Double) -> String {
        let units = Int((value * scale).rounded())
        let fraction = String(abs(units) % Int(scale))
        // A value that rounds to zero is "0.00000", never "-0.00000" (a point on the equator).
        return (units < 0 ? "-" : "") + String(abs(units) / Int(scale)) + "."
            + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    private static let scale = 100_000.0

    /// "50.06170, 19.93730": a point shown where no named place is near it.
    public var shown: String { "\(Self.formatted(latitude)), \(Self.formatted(longitude))" }

    /// Compiled once (a regex literal is parsed again at every evaluation); never mutated, so shared safely.
    nonisolated(unsafe) private static let typedPattern = /[+-]?\d{1,3}([.,]\d*)?|[+-]?[.,]\d+/

    /// Reads a typed coordinate: digits with an optional sign and a `.` or `,` decimal separator.
    public static func parse(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.wholeMatch(of: typedPattern) != nil else { return nil }
        return Double(trimmed.replacingOccurrences(of: ",", with: "."))
    }

    private static func round(_ value: Double) -> Double {
        (value * scale).rounded() / scale
    }

    /// Decoding applies the same range check as `init?(latitude:longitude:)`.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let latitude = try container.decode(Double.self, forKey: .latitude)
        let longitude = try container.decode(Double.self, forKey: .longitude)
        guard let valid = Coordinates(latitude: latitude, longitude: longitude) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "Coordinates out of range: \(latitude), \(longitude)"))
        }
        self = valid
    }

    private init(uncheckedLatitude latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

extension Coordinates {
    /// Reads "50.0617,19.9373" (a query's `near`, a form's chosen place): latitude, a comma,
    /// longitude, each as `parse` reads a typed coordinate with a `.` separator.
    public init?(pair text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let latitude = Coordinates.parse(String(parts[0])),
            let longitude = Coordinates.parse(String(parts[1]))
        else { return nil }
        self.init(latitude: latitude, longitude: longitude)
    }

    /// "50.06170,19.93730": how `init(pair:)` reads it back.
    public var pair: String { "\(Self.formatted(latitude)),\(Self.formatted(longitude))" }
}
