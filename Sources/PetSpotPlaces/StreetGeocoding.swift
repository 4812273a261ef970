import PetSpotDomain

/// A street-level geocoder the operator runs (`--geocoder-url`: Photon's or Nominatim's search
/// API): the network seam of the place search. PetSpot asks it only for what reads as a street
/// address (`PlaceQuery.isStreetAddress`), and never unless the operator set it up, so no
/// visitor's typing leaves the server otherwise.
public protocol StreetGeocoding: Sendable {
    /// The addresses matching `query`, the nearest to `near` first where the geocoder can.
    func addresses(matching query: String, near: Coordinates?, limit: Int) async throws -> [FoundPlace]
}

/// What a typed place is.
public enum PlaceQuery {
    /// Words that name a street rather than a place, in the languages PetSpot's people type.
    private static let streetWords: Set<String> = [
        "ul", "ulica", "al", "aleja", "aleje", "os", "osiedle", "pl", "plac", "rondo", "street", "st", "road", "rd",
        "avenue", "ave", "lane", "ln", "drive", "dr", "way", "close", "crescent", "boulevard", "blvd", "court",
        "vul", "вул", "вулиця", "проспект", "пр",
    ]

    /// Whether `query` reads as a street address: it has a house number, or a street's word
    /// ("ul. Floriańska", "Baker Street").
    public static func isStreetAddress(_ query: String) -> Bool {
        if query.contains(where: \.isNumber) { return true }
        let words = query.lowercased().split { !$0.isLetter }.map(String.init)
        return words.contains { streetWords.contains($0) }
    }
}
