import PetSpotDomain

/// Where a report's possible matches come from (the API client in the app,
/// the services in process on the web; a double in tests).
public protocol ReportMatching: Sendable {
    /// The reports that may be the same animal as `id`, best first, at most `limit` (1–50).
    func matches(of id: String, limit: Int) async throws(BrowseError) -> [PossibleMatch]
}
