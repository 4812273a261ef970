import Foundation
import PetSpotAPI
import PetSpotDomain
import Testing

@Suite("Fetching the taxonomy against the real server")
struct TaxonomyTests {
    @Test(
        "Given no ETag, when the taxonomy is fetched, then it comes with an ETag; sent back, that ETag answers not modified"
    )
    func fetchThenRevalidate() async throws {
        try await withServer { client, _ in
            let first = try await client.taxonomy()

            guard case .updated(let taxonomy, let etag?) = first else {
                Issue.record("expected .updated with an ETag, got \(first)")
                return
            }
            #expect(taxonomy.version == SpeciesTaxonomy.bundled.version)
            #expect(Set(taxonomy.species.map(\.id)) == Set(Species.allCases))

            #expect(try await client.taxonomy(ifNoneMatch: etag) == .notModified)
        }
    }

    @Test("Given a stale ETag, when the taxonomy is fetched, then the current one comes back")
    func staleETagGetsTheTaxonomy() async throws {
        try await withServer { client, _ in
            let result = try await client.taxonomy(ifNoneMatch: "\"stale\"")

            guard case .updated(let taxonomy, _) = result else {
                Issue.record("expected .updated, got \(result)")
                return
            }
            #expect(!taxonomy.species.isEmpty)
        }
    }
}
