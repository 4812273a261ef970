import PetSpotDomain

/// What one comparison adds to a pair: a weight (the log of how much likelier the two reports are
/// to show one animal than two, given this evidence) and, when it speaks for the match, its reason.
struct Evidence: Sendable {
    var weight: Double
    var reason: MatchReason?

    static let none = Evidence(weight: 0, reason: nil)

    init(weight: Double, reason: MatchReason? = nil) {
        self.weight = weight
        self.reason = reason
    }

    init(weight: Double, _ code: MatchReason.Code, _ message: String) {
        self.init(weight: weight, reason: MatchReason(code: code, message: message))
    }
}
