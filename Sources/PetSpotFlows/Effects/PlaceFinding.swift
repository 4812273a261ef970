import PetSpotDomain

/// Where a place typed by name is looked up (the API's place search in the app, the services in
/// process on the web; a double in tests).
public protocol PlaceFinding: Sendable {
    /// The places whose name starts with `query`, nearest to `near` first, at most `limit` (1–20).
    func places(matching query: String, near: Coordinates?, limit: Int) async throws(PlaceSearchError) -> [FoundPlace]
    /// The country (ISO 3166-1 alpha-2) a point is in, where this finder can tell (the pages, in
    /// process); `nil` elsewhere (the app takes a chosen place's own `countryCode`).
    func countryCode(at point: Coordinates) async -> String?
}

extension PlaceFinding {
    public func countryCode(at point: Coordinates) async -> String? { nil }
}

/// Why a place search gave nothing to choose from.
public enum PlaceSearchError: Error, Hashable, Sendable {
    /// Too many searches from this client for now.
    case tooMany(retryAfterSeconds: Int)
    case noConnection
    case serverFailure
}
