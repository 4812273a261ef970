import PetSpotDomain

/// Microchip numbers (stored as their digits): equal ones all but prove the pair, which then ranks
/// first; different ones speak strongly against it (a misread chip is rare).
enum MicrochipEvidence {
    static func evidence(_ first: String?, _ second: String?) -> Evidence {
        guard let first, let second, !first.isEmpty, !second.isEmpty else { return .none }
        return first == second
            ? Evidence(weight: 14, .sameMicrochip, Copy.Matching.sameMicrochip) : Evidence(weight: -6)
    }

    static func areEqual(_ first: String?, _ second: String?) -> Bool {
        guard let first, !first.isEmpty else { return false }
        return first == second
    }
}
