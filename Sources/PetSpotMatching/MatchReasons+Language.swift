import PetSpotDomain

extension MatchEngine {
    /// `match`'s reasons in the language of the moment. The API gives them in English (its
    /// messages stay the reference's); a client judges the pair again with the same engine and the
    /// same catalogue, and takes its sentences where its codes are the server's. Where they differ
    /// (a fact the public report does not show), the server's sentences stay.
    public func reasons(of match: PossibleMatch, for report: Announcement) -> [MatchReason] {
        guard let local = assess(report, match.announcement)?.reasons, local.map(\.code) == match.reasons.map(\.code)
        else {
            return match.reasons
        }
        return local
    }
}
