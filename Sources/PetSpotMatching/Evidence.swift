import PetSpotDomain

/// What one comparison adds to a pair: a weight (the log of how much likelier the two reports are
/// to show one animal than two, given this evidence) and, when it speaks for the match, its reason.
struct Evidence: Sendable {
    var weight: Double
    /// The reason, written when asked for: a query judges up to 150 pairs and shows ten, and only
    /// those ten need their sentences (distances, breeds, colours in words).
    var reason: (@Sendable () -> MatchReason)?

    static let none = Evidence(weight: 0)

    init(weight: Double) {
        self.weight = weight
        self.reason = nil
    }

    init(weight: Double, _ code: MatchReason.Code, _ message: @escaping @autoclosure @Sendable () -> String) {
        self.weight = weight
        self.reason = { MatchReason(code: code, message: message()) }
    }
}
