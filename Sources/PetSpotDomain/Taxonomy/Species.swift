/// A species the API accepts; the raw value is its wire id.
public enum Species: String, CaseIterable, Hashable, Sendable, Codable {
    case dog = "DOG"
    case cat = "CAT"
    case bird = "BIRD"
    case rabbit = "RABBIT"
    case rodent = "RODENT"
    case reptile = "REPTILE"
    case other = "OTHER"
}
