/// The unit distances are said in to people, by where the place is.
public enum DistanceUnit: String, Hashable, Sendable, Codable {
    case kilometres, miles

    public static let kilometresPerMile = 1.609344

    /// Miles where people measure roads in them (the US, the UK and its road signs, Liberia,
    /// Myanmar); kilometres everywhere else, and where the country is not known.
    public static func spoken(in countryCode: String?) -> DistanceUnit {
        switch countryCode {
        case "US", "GB", "LR", "MM", "PR", "GU", "VI", "AS", "MP", "IM", "JE", "GG": .miles
        default: .kilometres
        }
    }

    /// "2 km", "1.3 mi" ("1,3 mi" in Polish): whole units from 2 up, tenths below.
    public func words(kilometres: Double) -> String {
        let value = self == .miles ? kilometres / Self.kilometresPerMile : kilometres
        let tenths = Int((value * 10).rounded())
        let number = tenths >= 20 ? String(Int(value.rounded())) : Language.current.decimal(tenths: tenths)
        return number + (self == .miles ? " mi" : " km")
    }
}
