/// Which wizard an animal details screen belongs to; it decides the rules that differ.
public enum AnimalDetailsVariant: String, Hashable, Sendable, Codable {
    /// Missing flow, step 3/4 "Animal description": race required, coordinates optional (both or neither).
    case missing
    /// Found flow, step 2/3 "Pet details": breed optional, location required, collar data.
    case found

    public var isRaceRequired: Bool { self == .missing }
    public var isLocationRequired: Bool { self == .found }
    /// Missing flow only: the "Animal name" (seed 002).
    public var hasPetName: Bool { self == .missing }
}
