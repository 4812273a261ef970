import PetSpotDomain

/// Ages in years: the owner knows it, a finder estimates it, more loosely the older the pet looks.
/// Within a quarter (at least a year) they agree; far apart, they speak against the pair.
enum AgeEvidence {
    static func evidence(missing: Int?, found: Int?) -> Evidence {
        guard let missing, let found else { return .none }
        let tolerance = max(1, Int((Double(max(missing, found)) * 0.25).rounded()))
        let difference = abs(missing - found)
        if difference <= tolerance {
            return Evidence(weight: 0.5, .similarAge, Copy.Matching.similarAge(missing, found))
        }
        return Evidence(weight: difference <= 2 * tolerance + 1 ? 0 : -1.0)
    }
}
