import PetSpotDomain

/// How far a pet of a species typically is from home after some days: the scale distances are
/// judged by. Most cats are found within 500 m, hiding close by; dogs run and are carried further;
/// birds fly; small pets stay very close. The scale grows with the days, up to a ceiling.
/// The figures follow the lost-pet surveys summarised in docs/matching.md.
struct Reach: Sendable {
    let kilometres: Double

    init(_ species: Species, days: Int) {
        let (start, perDay, ceiling) = Self.growth(species)
        kilometres = min(ceiling, start + perDay * Double(max(0, days)))
    }

    /// The scale on the first day, what each day adds, and the most it reaches.
    private static func growth(_ species: Species) -> (Double, Double, Double) {
        switch species {
        case .cat: (0.4, 0.08, 3)
        case .dog: (1.5, 0.5, 15)
        case .bird: (3, 1, 30)
        case .rabbit, .rodent, .reptile: (0.3, 0.03, 2)
        case .other: (2, 0.3, 10)
        }
    }

    /// How many scales away a candidate is still looked at: beyond it, distance alone outweighs any
    /// other evidence a pair can have (see `DistanceEvidence`), save a microchip, which is looked up
    /// everywhere.
    static let searchedScales = 4.0
}
