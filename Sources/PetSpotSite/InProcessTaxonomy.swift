import PetSpotDomain
import PetSpotFlows
import PetSpotServer

/// The species list the server accepts, for the pages' wizards: newer than theirs, or `nil`.
struct InProcessTaxonomy: TaxonomyRefreshing {
    let taxonomy: SpeciesTaxonomy

    func latestTaxonomy(replacing current: SpeciesTaxonomy) async throws -> SpeciesTaxonomy? {
        current.version == taxonomy.version ? nil : taxonomy
    }
}
