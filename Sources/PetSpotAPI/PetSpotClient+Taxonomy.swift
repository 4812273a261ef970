import PetSpotDomain

extension PetSpotClient {
    /// The server's taxonomy, or `.notModified` when `etag` (from an earlier `.updated`) is still current.
    public func taxonomy(ifNoneMatch etag: String? = nil) async throws(PetSpotAPIError) -> TaxonomyResult {
        let reply = try await exchange(requests.taxonomy(ifNoneMatch: etag))
        if reply.status == 304 { return .notModified }
        try reply.requireSuccess()
        do {
            return .updated(try SpeciesTaxonomy(json: reply.body), etag: reply.header("ETag"))
        } catch {
            throw .serverFailure(status: reply.status, nil)
        }
    }
}
