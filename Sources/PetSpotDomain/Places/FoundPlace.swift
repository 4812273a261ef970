import Foundation

/// A place found by name (`GET /api/v1/places`): a named place of the gazetteer, or a street
/// address from the operator's geocoder. What every place search answers, and what a form's place
/// choice carries.
public struct FoundPlace: Hashable, Sendable, Codable, Identifiable {
    /// Where it came from: PetSpot's gazetteer (GeoNames' places), or the operator's geocoder
    /// (`--geocoder-url`), for street addresses.
    public enum Source: String, Hashable, Sendable, Codable {
        case gazetteer = "GAZETTEER"
        case geocoder = "GEOCODER"
    }

    /// "geonames:3094802", or the geocoder's own ("photon:N123").
    public var id: String
    /// The place's (or the address's) name as the data gives it: "Kraków", "Warsaw", "Floriańska 3".
    public var name: String
    /// The local form where `name` is an exonym ("Warszawa"); else `nil`.
    public var localName: String?
    /// The city a district (or an address) is in: "Kraków".
    public var city: String?
    /// The first-level division, in English: "Lesser Poland Voivodeship", "Illinois".
    public var division: String?
    /// ISO 3166-1 alpha-2.
    public var countryCode: String
    /// The country's English name.
    public var country: String?
    public var latitude: Double
    public var longitude: Double
    /// From the point the search was asked near; `nil` without one.
    public var distanceKm: Double?
    public var source: Source

    public init(
        id: String, name: String, localName: String? = nil, city: String? = nil, division: String? = nil,
        countryCode: String, country: String? = nil, latitude: Double, longitude: Double, distanceKm: Double? = nil,
        source: Source = .gazetteer
    ) {
        self.id = id
        self.name = name
        self.localName = localName
        self.city = city
        self.division = division
        self.countryCode = countryCode
        self.country = country
        self.latitude = latitude
        self.longitude = longitude
        self.distanceKm = distanceKm
        self.source = source
    }

    public var point: Coordinates? { Coordinates(latitude: latitude, longitude: longitude) }

    /// The name the reader's language uses: the local form on Polish pages.
    public var shownName: String { Language.current == .polish ? localName ?? name : name }

    /// What a list of choices says of it, enough to tell the eleven Springfields apart:
    /// "Bieńczyce, Kraków · Lesser Poland Voivodeship, PL", "Springfield · Illinois, US".
    public var label: String {
        let named = [shownName, city].compactMap { $0 }.joined(separator: ", ")
        let area = [division, countryCode].compactMap { $0 }.joined(separator: ", ")
        return "\(named) · \(area)"
    }
}

extension FoundPlace {
    private enum Key: String, CodingKey {
        case id, name, localName, city, division, countryCode, country, latitude, longitude, distanceKm, source
    }

    /// Every member present, `null` where empty, as the API's other objects; `distanceKm` only
    /// for a search near a point.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(localName, forKey: .localName)
        try container.encode(city, forKey: .city)
        try container.encode(division, forKey: .division)
        try container.encode(countryCode, forKey: .countryCode)
        try container.encode(country, forKey: .country)
        try container.encode(latitude, forKey: .latitude)
        try container.encode(longitude, forKey: .longitude)
        try container.encodeIfPresent(distanceKm, forKey: .distanceKm)
        try container.encode(source, forKey: .source)
    }
}
