import Foundation
import PetSpotDomain
import Synchronization
import Testing

@testable import PetSpotFlows

/// A place search that answers from a list, and says what it was asked.
final class FakePlaceFinding: PlaceFinding, @unchecked Sendable {
    let places: [FoundPlace]
    let asked = Mutex<[(query: String, near: Coordinates?)]>([])
    let failure = Mutex<PlaceSearchError?>(nil)

    init(_ places: [FoundPlace]) { self.places = places }

    func places(matching query: String, near: Coordinates?, limit: Int) async throws(PlaceSearchError) -> [FoundPlace] {
        asked.withLock { $0.append((query, near)) }
        if let failure = failure.withLock({ $0 }) { throw failure }
        return Array(places.filter { $0.name.lowercased().hasPrefix(query.lowercased()) }.prefix(limit))
    }
}

@MainActor
@Suite("A place found by name, as every form's view model holds it")
struct PlaceSearchTests {
    static let wieliczka = FoundPlace(
        id: "geonames:755889", name: "Wieliczka", division: "Lesser Poland Voivodeship", countryCode: "PL",
        latitude: 49.98738, longitude: 20.06473)
    static let warsaw = FoundPlace(
        id: "geonames:756135", name: "Warsaw", localName: "Warszawa", division: "Masovian Voivodeship",
        countryCode: "PL", latitude: 52.22977, longitude: 21.01178)

    private func sightingForm(_ finder: FakePlaceFinding) -> SightingFormViewModel {
        var environment = TestWorld(wallClock: ReachingFormsTests.clock).environment
        environment.places = finder
        return SightingFormViewModel(
            report: FakeBrowsing.report(id: "r1"), reaching: FakeReaching(), environment: environment)
    }

    @Test(
        "Given a name typed, then the places are looked up near the report's place, and one chosen sets the point and says so"
    )
    func findsAndChooses() async throws {
        let finder = FakePlaceFinding([Self.wieliczka, Self.warsaw])
        let model = sightingForm(finder)
        model.editPlaceQuery("  wie ")
        await model.findPlaces()
        #expect(finder.asked.withLock { $0.map(\.query) } == ["wie"])
        #expect(finder.asked.withLock { $0.first?.near } == Coordinates(latitude: 52.23, longitude: 21.01))
        #expect(model.placeSearch.choices == [Self.wieliczka])
        #expect(model.placeSearch.status == Copy.Places.found(1))
        model.choosePlace(Self.wieliczka)
        #expect(model.text(.latitude) == "49.98738" && model.text(.longitude) == "20.06473")
        #expect(model.placeSearch.query == "Wieliczka · Lesser Poland Voivodeship, PL")
        #expect(model.placeSearch.choices.isEmpty)
        #expect(model.placeSearch.status == Copy.Places.chosen("Wieliczka · Lesser Poland Voivodeship, PL"))
        // The point given, the next search is near it.
        model.editPlaceQuery("war")
        await model.findPlaces()
        #expect(finder.asked.withLock { $0.last?.near } == Coordinates(latitude: 49.98738, longitude: 20.06473))
    }

    @Test(
        "Given nothing by that name, too many searches or no server, then the field says which, and the point stays as it was"
    )
    func saysWhyNothing() async {
        let finder = FakePlaceFinding([Self.wieliczka])
        let model = sightingForm(finder)
        model.editPlaceQuery("Qqq")
        await model.findPlaces()
        #expect(model.placeSearch.status == Copy.Places.noneFound("Qqq"))
        finder.failure.withLock { $0 = .tooMany(retryAfterSeconds: 30) }
        await model.findPlaces()
        #expect(model.placeSearch.status == Copy.Places.tooMany(30))
        finder.failure.withLock { $0 = .noConnection }
        await model.findPlaces()
        #expect(model.placeSearch.status == Copy.Places.failed && model.text(.latitude).isEmpty)
        // An empty field asks nothing.
        let asked = finder.asked.withLock { $0.count }
        model.editPlaceQuery("   ")
        await model.findPlaces()
        #expect(finder.asked.withLock { $0.count } == asked)
    }

    @Test("Given a name and no point, then sending is a search (Enter in the field); once chosen, it is not")
    func enterSearches() {
        let model = sightingForm(FakePlaceFinding([Self.wieliczka]))
        #expect(!model.asksForAPlaceInsteadOfSending)
        model.editPlaceQuery("Wieliczka")
        #expect(model.asksForAPlaceInsteadOfSending)
        model.choosePlace(Self.wieliczka)
        #expect(!model.asksForAPlaceInsteadOfSending)
    }

    @Test(
        "Given a choice posted by a page without its script, then the point and the words come from it alone; anything else is no choice"
    )
    func postedChoice() {
        let model = sightingForm(FakePlaceFinding([]))
        let value = PlaceSearch.postedValue(of: Self.warsaw)
        #expect(value == "52.22977,21.01178 Warsaw · Masovian Voivodeship, PL")
        #expect(model.choosePosted(value))
        #expect(model.text(.latitude) == "52.22977" && model.placeSearch.chosen == "Warsaw · Masovian Voivodeship, PL")
        #expect(!model.choosePosted("here") && !model.choosePosted("91,0 North"))
        // On Polish pages, the local name.
        #expect(Language.speaking(.polish) { Self.warsaw.label } == "Warszawa · Masovian Voivodeship, PL")
        #expect(PlaceSearch.name(inLabel: "Bieńczyce, Kraków · Lesser Poland Voivodeship, PL") == "Bieńczyce")
    }

    @Test("Given the alert form, then a place chosen names the area while the subscriber has not")
    func alertAreaName() {
        var environment = TestWorld().environment
        environment.places = FakePlaceFinding([Self.wieliczka])
        let model = AlertFormViewModel(centre: nil, alerts: FakeAlerts(), environment: environment)
        model.choosePlace(Self.wieliczka)
        #expect(model.text(.areaName) == "Wieliczka" && model.text(.latitude) == "49.98738")
        model.edit(.areaName, "Our street")
        model.choosePlace(Self.warsaw)
        #expect(model.text(.areaName) == "Our street")
    }
}
