import PetSpotDomain

/// Where a newer species taxonomy comes from (the server's `GET /api/v1/taxonomy`).
public protocol TaxonomyRefreshing: Sendable {
    /// The latest taxonomy, or `nil` when `current` is still the latest (HTTP 304).
    /// Throws when it cannot be fetched (offline, server failing).
    func latestTaxonomy(replacing current: SpeciesTaxonomy) async throws -> SpeciesTaxonomy?
}
