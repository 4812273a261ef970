import Foundation

/// Where a point is, as people say it: the named place nearest to it (GeoNames' places of 1,000+
/// people, `PetSpotPlaces`), the city that place is a district of, its division and country, and,
/// when the point lies beyond the place itself, how far and which way. The server derives it from
/// a report's coordinates and sends it with the report (`place`); every renderer words it with
/// `words` in its reader's language. It never says more than the coordinates it came from.
public struct PlaceDescription: Hashable, Sendable {
    /// GeoNames' name of the place: its local form for almost all ("Kraków", "Wieliczka"), the
    /// English one for a few capitals ("Warsaw").
    public let name: String
    /// The local form where GeoNames' name is an exonym ("Warszawa"); else `nil`.
    public let localName: String?
    /// The city the place is a district of ("Kraków" for Bieńczyce); `nil` for a place of its own.
    public let city: String?
    public let cityLocalName: String?
    /// The first-level division ("Lesser Poland Voivodeship", "England", "Illinois"), in English.
    public let division: String?
    /// ISO 3166-1 alpha-2 ("PL", "GB", "US"): the nearest place's, corrected at borders by the
    /// country shapes.
    public let countryCode: String
    /// The point's distance from the place's centre, to the tenth of a kilometre, and its
    /// direction, when it lies beyond the place (`nil`: "near Kraków").
    public let distanceKm: Double?
    public let direction: CompassDirection?

    public init(
        name: String, localName: String? = nil, city: String? = nil, cityLocalName: String? = nil,
        division: String? = nil, countryCode: String, distanceKm: Double? = nil, direction: CompassDirection? = nil
    ) {
        self.name = name
        self.localName = localName
        self.city = city
        self.cityLocalName = cityLocalName
        self.division = division
        self.countryCode = countryCode
        self.distanceKm = distanceKm
        self.direction = direction
        wireWords = ""
        wireWords = Language.speaking(.source) { words }
    }

    /// `words` as the API says them, in its language whoever asked: worded once, as the
    /// description is made (each report's read writes them, docs/places.md).
    public private(set) var wireWords: String

    /// Whether distances are said in miles where the place is (the US and the UK; Liberia and
    /// Myanmar too, by law or by use), or in kilometres.
    public var distanceUnit: DistanceUnit { DistanceUnit.spoken(in: countryCode) }

    /// The place's name as the reader's language says it: the local form on Polish pages, the
    /// data's own (usually the same) on English ones.
    public var shownName: String { Self.shown(name, local: localName) }
    /// "Bieńczyce, Kraków", "Wieliczka": the place and, for a district, its city.
    public var shownPlace: String {
        city.map { "\(shownName), \(Self.shown($0, local: cityLocalName))" } ?? shownName
    }

    /// "near Bieńczyce, Kraków" / "w pobliżu: Bieńczyce, Kraków"; beyond the place: "2 km
    /// north-east of Wieliczka" / "Wieliczka, 2 km na północny wschód".
    public var words: String {
        guard let distanceKm, let direction else { return Copy.Places.near(shownPlace) }
        return Copy.Places.away(distanceUnit.words(kilometres: distanceKm), direction.words, shownPlace)
    }

    /// A point in words: its description's, or, with none (far from every named place), "near
    /// 50.06170, 19.93730". Every surface that says where says it so.
    public static func words(_ place: PlaceDescription?, at point: Coordinates) -> String {
        place?.words ?? Copy.Places.near(point.shown)
    }

    private static func shown(_ name: String, local: String?) -> String {
        Language.current == .polish ? local ?? name : name
    }
}

// The wire form: every member present (`null` where empty), and `words` in the API's language
// (English) for scripts that show it as it is; reading ignores `words`, each renderer words the
// parts in its reader's language.
extension PlaceDescription: Codable {
    public enum Key: String, CodingKey, CaseIterable {
        // In name order: the order the server writes them in.
        case city, cityLocalName, countryCode, direction, distanceKm, division, localName, name, words
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        self.init(
            name: try container.decode(String.self, forKey: .name),
            localName: try container.decodeIfPresent(String.self, forKey: .localName),
            city: try container.decodeIfPresent(String.self, forKey: .city),
            cityLocalName: try container.decodeIfPresent(String.self, forKey: .cityLocalName),
            division: try container.decodeIfPresent(String.self, forKey: .division),
            countryCode: try container.decode(String.self, forKey: .countryCode),
            distanceKm: try container.decodeIfPresent(Double.self, forKey: .distanceKm),
            direction: try container.decodeIfPresent(CompassDirection.self, forKey: .direction))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(city, forKey: .city)
        try container.encode(cityLocalName, forKey: .cityLocalName)
        try container.encode(countryCode, forKey: .countryCode)
        try container.encode(direction, forKey: .direction)
        try container.encode(distanceKm, forKey: .distanceKm)
        try container.encode(division, forKey: .division)
        try container.encode(localName, forKey: .localName)
        try container.encode(name, forKey: .name)
        try container.encode(wireWords, forKey: .words)
    }

}

extension CompassDirection: Codable {
    private static let wireNames = [
        "NORTH", "NORTH_EAST", "EAST", "SOUTH_EAST", "SOUTH", "SOUTH_WEST", "WEST", "NORTH_WEST",
    ]

    /// The API's name: `NORTH_EAST`.
    public var wireName: String { Self.wireNames[rawValue] }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let index = Self.wireNames.firstIndex(of: text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "No direction \(text)"))
        }
        self = Self.allCases[index]
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wireName)
    }
}
