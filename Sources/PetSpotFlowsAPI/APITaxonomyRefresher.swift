import PetSpotAPI
import PetSpotDomain
import PetSpotFlows

/// Fetches the server's species taxonomy, sending the last ETag so an unchanged list costs a 304.
public actor APITaxonomyRefresher: TaxonomyRefreshing {
    private let client: PetSpotClient
    private var etag: String?

    public init(client: PetSpotClient) {
        self.client = client
    }

    public func latestTaxonomy(replacing current: SpeciesTaxonomy) async throws -> SpeciesTaxonomy? {
        switch try await client.taxonomy(ifNoneMatch: etag) {
        case .notModified:
            return nil
        case .updated(let taxonomy, let newTag):
            etag = newTag
            return taxonomy.isNewer(than: current) ? taxonomy : nil
        }
    }
}
