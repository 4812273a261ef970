import PetSpotDomain
import Testing
@testable import PetSpotFlows

/// Species taxonomy: bundled snapshot, silent refresh, offline fallback (seed 000 clarifications, FR-014).
@MainActor
@Suite("Species taxonomy in the wizards")
struct TaxonomyProviderTests {
    private let newer = SpeciesTaxonomy(
        version: "2027.1.1",
        species: [
            SpeciesTaxonomyOption(id: .dog, displayName: "Dog", breeds: ["Beagle", "Mixed breed"])
        ])

    @Test("Given no refresh yet, then the bundled snapshot is offered at once")
    func startsWithSnapshot() {
        let provider = TaxonomyProvider(refresher: StubTaxonomyRefresher.offline)
        #expect(provider.taxonomy == .bundled)
        #expect(provider.source == .bundled)
        #expect(!provider.isUsingOfflineList)
    }

    @Test("Given a newer list on the server, when refreshed, then it silently replaces the snapshot")
    func newerReplacesSnapshot() async {
        let provider = TaxonomyProvider(refresher: StubTaxonomyRefresher(result: .success(newer)))
        await provider.refresh()
        #expect(provider.taxonomy == newer)
        #expect(provider.source == .live)
        #expect(provider.offlineBanner(accessibilityID: "x") == nil)
    }

    @Test("Given an older list on the server, when refreshed, then the snapshot stays")
    func olderIgnored() async {
        let older = SpeciesTaxonomy(version: "2020.1.1", species: newer.species)
        let provider = TaxonomyProvider(refresher: StubTaxonomyRefresher(result: .success(older)))
        await provider.refresh()
        #expect(provider.taxonomy == .bundled)
    }

    @Test(
        "Given the refresh fails, then the snapshot stays and the screen shows a non-blocking 'Using offline list' banner with retry"
    )
    func failureFallsBackWithBanner() async {
        let world = TestWorld(refresher: .offline)
        await world.taxonomy.refresh()
        let flow = world.missingFlow()
        flow.open(at: .animalDescription)
        let vm = flow.animalDescriptionViewModel()
        #expect(vm.offlineBanner?.title == "Using offline list")
        #expect(vm.offlineBanner?.actionTitle == "Retry")
        #expect(vm.offlineBanner?.accessibilityID == "animalDescription.offlineBanner")
        #expect(vm.speciesDropdownModel.options.count == 7, "the offline list is fully usable")
        vm.selectSpecies(.dog)
        vm.selectRace("Beagle")
        vm.selectGender(.female)
        #expect(vm.isContinueEnabled, "offline is not blocking")
    }

    @Test("Given no list at all is available, then Continue stays disabled")
    func noListBlocksContinue() {
        let empty = SpeciesTaxonomy(version: "0", species: [])
        let world = TestWorld()
        let flow = ReportMissingPetFlow(
            environment: world.environment,
            taxonomy: TaxonomyProvider(refresher: StubTaxonomyRefresher.offline, snapshot: empty))
        flow.open(at: .animalDescription)
        let vm = flow.animalDescriptionViewModel()
        #expect(!vm.isContinueEnabled)
    }
}
