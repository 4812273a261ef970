import PetSpotDomain

/// One place of the gazetteer: GeoNames' place of 1,000+ people.
public struct NamedPlace: Hashable, Sendable {
    /// GeoNames' id.
    public let id: Int
    public let name: String
    /// The local form where `name` is an exonym ("Warszawa" for Warsaw); else `nil`.
    public let localName: String?
    public let point: Coordinates
    /// ISO 3166-1 alpha-2.
    public let countryCode: String
    /// The first-level division's English name ("Lesser Poland Voivodeship"), when the data has it.
    public let division: String?
    public let population: Int
    /// The index of the city the place is a district of (Bieńczyce: Kraków), in `Gazetteer.places`.
    internal(set) var cityIndex: Int32?
    /// Its other spellings (Cracow, Krakau, Краків), as the data has them.
    public let otherNames: [String]

    /// How far from its centre a point is still "near" it: half a kilometre per √1,000 people
    /// (Kraków's 816,000: 14 km; a village of 1,000: 1 km), at least 1 and at most 15 km.
    public var radiusKilometres: Double {
        min(15, max(1, 0.5 * Double(population / 1000).squareRoot()))
    }
}
