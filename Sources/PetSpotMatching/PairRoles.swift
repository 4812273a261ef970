import PetSpotDomain

/// A pair of reports in the roles the rules speak of: the pet that went missing, and the one found.
/// Every comparison reads the pair in these roles, so a pair scores the same from either side.
struct PairRoles: Sendable {
    let missing: MatchFacts
    let found: MatchFacts

    /// `nil` unless one report is missing and the other found.
    init?(_ first: MatchFacts, _ second: MatchFacts) {
        switch (first.status, second.status) {
        case (.missing, .found): (missing, found) = (first, second)
        case (.found, .missing): (missing, found) = (second, first)
        default: return nil
        }
    }

    /// Days from the day it went missing to the day it was found (negative: found before).
    var daysBetween: Int { missing.lastSeenDate.days(to: found.lastSeenDate) }

    /// Kilometres between where it went missing and where it was found, when both are known.
    var kilometres: Double? {
        guard let from = missing.location, let to = found.location else { return nil }
        return GreatCircle.kilometres(from: from, to: to)
    }
}
