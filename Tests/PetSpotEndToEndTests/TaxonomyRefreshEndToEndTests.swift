import Foundation
import PetSpotAPI
import PetSpotDomain
import PetSpotFlows
import PetSpotFlowsAPI
import PetSpotProcessTesting
import Testing
@testable import PetSpotServer

@Suite("Taxonomy refresh through the client, end to end")
@MainActor
struct TaxonomyRefreshEndToEndTests {
    static let newer = SpeciesTaxonomy(
        version: "2099.1.1",
        species: SpeciesTaxonomy.bundled.species.map { option in
            option.id == .dog
                ? SpeciesTaxonomyOption(
                    id: .dog, displayName: option.displayName, breeds: option.breeds + ["Polish Tatra Sheepdog"])
                : option
        }
    )

    @Test(
        "Given a server with a newer taxonomy, when the wizard refreshes, then the bundled list is replaced silently; refreshing again costs a 304 and keeps it"
    )
    func newerReplacesBundled() async throws {
        try await withTemporaryDirectory { directory in
            let taxonomyRequests = CountRequests(.get, pathSuffix: "/api/v1/taxonomy")
            try await LiveServer.run(in: directory, taxonomy: Self.newer, faults: [taxonomyRequests]) { server in
                let provider = TaxonomyProvider(refresher: APITaxonomyRefresher(client: server.client))
                #expect(provider.taxonomy == .bundled, "the wizard starts from the bundled snapshot")
                await provider.refresh()
                #expect(provider.taxonomy == Self.newer)
                #expect(provider.source == .live)
                #expect(!provider.isUsingOfflineList)
                #expect(provider.taxonomy.breeds(of: .dog).contains("Polish Tatra Sheepdog"))
                await provider.refresh()
                #expect(provider.taxonomy == Self.newer)
                #expect(taxonomyRequests.count == 2)
                let again = try await server.client.taxonomy(ifNoneMatch: "\"taxonomy-2099.1.1\"")
                #expect(again == .notModified)
            }
        }
    }

    @Test("Given a server with the same taxonomy, when refreshed, then the snapshot stays and no offline banner shows")
    func sameKeepsBundled() async throws {
        try await withTemporaryDirectory { directory in
            try await LiveServer.run(in: directory) { server in
                let provider = TaxonomyProvider(refresher: APITaxonomyRefresher(client: server.client))
                await provider.refresh()
                #expect(provider.taxonomy == .bundled)
                #expect(!provider.isUsingOfflineList)
            }
        }
    }

    @Test("Given no server, when refreshed, then the bundled list stays and the offline banner shows")
    func offlineKeepsBundled() async throws {
        let port = try ClosedPort()
        defer { port.release() }
        let url = try #require(URL(string: "http://127.0.0.1:\(port.number)"))
        let provider = TaxonomyProvider(refresher: APITaxonomyRefresher(client: PetSpotClient(baseURL: url)))
        await provider.refresh()
        #expect(provider.taxonomy == .bundled)
        #expect(provider.isUsingOfflineList)
    }
}
