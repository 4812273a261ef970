import Foundation
import PetSpotDomain
import Testing

@testable import PetSpotPlaces

/// The shipped gazetteer's answers, for Polish, British and US places.
@Suite struct GazetteerTests {
    let gazetteer = Gazetteer.shared

    private func point(_ latitude: Double, _ longitude: Double) -> Coordinates {
        Coordinates(latitude: latitude, longitude: longitude)!
    }

    @Test func findsAPlaceWhateverItsDiacriticsAndCase() {
        for typed in ["Kraków", "krakow", "KRAKÓW", "krak"] {
            let found = gazetteer.places(startingWith: typed, near: point(50.06, 19.94), limit: 5)
            #expect(found.first?.place.name == "Kraków", "\(typed)")
        }
        // "ł" is no diacritic to Unicode: folded by hand.
        #expect(gazetteer.places(startingWith: "lodz", near: nil, limit: 1).first?.place.name == "Łódź")
        #expect(gazetteer.places(startingWith: "Łódź", near: nil, limit: 1).first?.place.name == "Łódź")
    }

    @Test func findsAPlaceByItsOtherSpellings() {
        #expect(gazetteer.places(startingWith: "Cracow", near: nil, limit: 1).first?.place.name == "Kraków")
        #expect(gazetteer.places(startingWith: "Краків", near: nil, limit: 1).first?.place.name == "Kraków")
        // A whole name before names that start with it (Warszawa-Ursus), however near those are.
        let warsaw = gazetteer.places(startingWith: "Warszawa", near: point(50.06, 19.94), limit: 1).first?.place
        #expect(warsaw?.name == "Warsaw")
        #expect(warsaw?.localName == "Warszawa")
    }

    @Test func findsAPlaceByAWordOfItsName() {
        // No name starts "on Trent": Stoke-on-Trent's third word does.
        let found = gazetteer.places(startingWith: "on Trent", near: point(52.9, -2.2), limit: 5)
        #expect(found.first?.place.name == "Stoke-on-Trent")
        let hyphenated = gazetteer.places(startingWith: "stoke on t", near: nil, limit: 3)
        #expect(hyphenated.first?.place.name == "Stoke-on-Trent")
    }

    @Test func nearestFirstAndTheMorePopulousWithoutAPoint() throws {
        // Springfields in many states: the nearest to Peoria is Illinois' capital; the most populous
        // anywhere is one of the US's.
        let fromPeoria = gazetteer.places(startingWith: "Springfield", near: point(40.69, -89.59), limit: 5)
        #expect(fromPeoria.first?.place.division == "Illinois")
        #expect(fromPeoria.first?.place.population ?? 0 > 100_000)
        let kilometres = fromPeoria.compactMap(\.kilometres)
        #expect(kilometres == kilometres.sorted())
        let anywhere = gazetteer.places(startingWith: "Springfield", near: nil, limit: 3)
        #expect(anywhere.map(\.place.population) == anywhere.map(\.place.population).sorted(by: >))
        #expect(anywhere.first?.place.countryCode == "US")
        // Each place once, however many of its names match.
        let ids = gazetteer.places(startingWith: "kra", near: point(50.06, 19.94), limit: 10).map(\.place.id)
        #expect(Set(ids).count == ids.count)
        #expect(gazetteer.places(startingWith: "  ", near: nil, limit: 5).isEmpty)
        #expect(gazetteer.places(startingWith: "qqqqzz", near: nil, limit: 5).isEmpty)
    }

    @Test func namesThePlaceNearestAPoint() throws {
        let market = try #require(gazetteer.nearest(to: point(50.0617, 19.9373)))
        #expect(market.place.name == "Kraków")
        #expect(market.place.division == "Lesser Poland Voivodeship")
        let piccadilly = try #require(gazetteer.nearest(to: point(51.5101, -0.1340)))
        #expect(piccadilly.place.countryCode == "GB")
        // Mid-Atlantic: nothing within 100 km.
        #expect(gazetteer.nearest(to: point(40, -40)) == nil)
    }

    @Test func theNearestIsTheNearestOfAll() {
        // Points near real places (and some at sea, and by the antimeridian): the index's answer is
        // the one a look at every place gives.
        var state: UInt64 = 42
        func random() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        let places = gazetteer.places
        var points = (0..<100).map { _ -> Coordinates in
            let place = places[Int(random() * Double(places.count))]
            return point(
                max(-89.9, min(89.9, place.point.latitude + (random() - 0.5) * 0.6)),
                max(-179.99, min(179.99, place.point.longitude + (random() - 0.5) * 0.6)))
        }
        points += [point(54.9, 18.5), point(-17.8, 179.9), point(-17.8, -179.95), point(64.5, -176.0)]
        for point in points {
            let expected = places.map { ($0.id, GreatCircle.kilometres(from: point, to: $0.point)) }
                .filter { $0.1 <= 100 }.min { $0.1 < $1.1 }
            let found = gazetteer.nearest(to: point)
            #expect(found?.place.id == expected?.0, "\(point)")
        }
    }

    @Test func aDistrictIsSaidWithItsCity() throws {
        let language = Language.speaking(.english) {
            gazetteer.describe(point(50.0881, 20.0279))?.words
        }
        #expect(language == "near Bieńczyce, Kraków")
        let polish = Language.speaking(.polish) { gazetteer.describe(point(50.0881, 20.0279))?.words }
        #expect(polish == "w pobliżu: Bieńczyce, Kraków")
    }

    @Test func distancesAreInMilesInTheUSAndTheUK() throws {
        // Open country between Springfield and Decatur, Illinois.
        let illinois = try #require(gazetteer.describe(point(39.80, -89.30)))
        #expect(illinois.countryCode == "US")
        #expect(illinois.distanceUnit == .miles)
        #expect(Language.speaking(.english) { illinois.words }.contains(" mi "))
        #expect(DistanceUnit.spoken(in: "GB") == .miles)
        #expect(DistanceUnit.spoken(in: "PL") == .kilometres)
        #expect(Language.speaking(.english) { DistanceUnit.miles.words(kilometres: 3.3) } == "2 mi")
        #expect(Language.speaking(.polish) { DistanceUnit.kilometres.words(kilometres: 1.26) } == "1,3 km")
    }
}

/// The rules over a gazetteer made for them: two square countries side by side, so that the
/// border, the radius and the directions are known exactly.
@Suite struct GazetteerRulesTests {
    // Westland (WL) covers longitudes 10–11, Eastland (EL) 11–12, latitudes 50–51. Bigtown, in
    // Westland, sits 3 km west of the border; Smallvillage, in Eastland, 20 km east of it.
    let gazetteer: Gazetteer = {
        let places = """
            # test
            D\tWest Division
            D\tEast Division
            1\tBigtown\t\t50.50000\t10.95800\tWL\t0\t400000\t\tBig Town|Grossstadt
            2\tOld Quarter\t\t50.51000\t10.94000\tWL\t0\t5000\t1\t
            3\tSmallvillage\t\t50.50000\t11.28000\tEL\t1\t1000\t\t

            """
        let countries = """
            WL\tWestland\t10,50;11,50;11,51;10,51;10,50
            EL\tEastland\t11,50;12,50;12,51;11,51;11,50

            """
        return try! Gazetteer(places: Data(places.utf8), countries: Data(countries.utf8))
    }()

    private func point(_ latitude: Double, _ longitude: Double) -> Coordinates {
        Coordinates(latitude: latitude, longitude: longitude)!
    }

    @Test func aPointWithinAPlacesRadiusIsNearIt() throws {
        let description = try #require(gazetteer.describe(point(50.505, 10.945)))
        #expect(description.name == "Old Quarter")
        #expect(description.city == "Bigtown")
        #expect(description.division == "West Division")
        #expect(description.distanceKm == nil)
        #expect(Language.speaking(.english) { description.words } == "near Old Quarter, Bigtown")
        #expect(Language.speaking(.polish) { description.words } == "w pobliżu: Old Quarter, Bigtown")
    }

    @Test func aPointBeyondItsPlaceIsSaidWithDistanceAndDirection() throws {
        // 9 km north-east of Smallvillage (radius 1 km), inside Eastland.
        let description = try #require(gazetteer.describe(point(50.557, 11.370)))
        #expect(description.name == "Smallvillage")
        #expect(description.direction == .northEast)
        #expect(Language.speaking(.english) { description.words } == "9 km north-east of Smallvillage")
        #expect(Language.speaking(.polish) { description.words } == "Smallvillage, 9 km na północny wschód")
        // Tenths below 2 km.
        let closer = try #require(gazetteer.describe(point(50.5, 11.30)))
        #expect(Language.speaking(.english) { closer.words } == "1.4 km east of Smallvillage")
    }

    @Test func theCountryIsCorrectedAtBordersBeyondTheOutlinesError() throws {
        // 8 km into Eastland: Bigtown (11 km) is nearer than Smallvillage (12 km), but across the border.
        let deepInEast = point(50.5, 11.112)
        #expect(gazetteer.nearest(to: deepInEast)?.place.name == "Bigtown")
        #expect(gazetteer.country(of: deepInEast) == "EL")
        #expect(gazetteer.describe(deepInEast)?.name == "Smallvillage")
        // 2 km into Eastland: within the outlines' error, so the nearest place's country stands.
        #expect(gazetteer.country(of: point(50.5, 11.03)) == "WL")
        // 6 km into Eastland but within Bigtown's 10 km: a point in a town is in the town's country.
        #expect(gazetteer.country(of: point(50.5, 11.09)) == "WL")
        #expect(gazetteer.countryName("EL") == "Eastland")
    }

    @Test func namesFirstThenWordsWithinThem() {
        let found = gazetteer.places(startingWith: "quar", near: point(50.5, 11.9), limit: 5)
        #expect(found.map(\.place.name) == ["Old Quarter"])
        let other = gazetteer.places(startingWith: "grossst", near: nil, limit: 5)
        #expect(other.map(\.place.name) == ["Bigtown"])
        // Whole before start, each nearest first: "Big" starts Bigtown and "Big Town".
        #expect(gazetteer.places(startingWith: "big town", near: nil, limit: 5).map(\.place.name) == ["Bigtown"])
    }

    @Test func descriptionsAreRememberedByPointUpToACapacity() {
        let synthetic = gazetteer
        let descriptions = PlaceDescriptions(gazetteer: { synthetic }, capacity: 2)
        let points = [point(50.505, 10.945), point(50.557, 11.370), point(50.5, 11.30)]
        #expect(descriptions.description(of: points[0]) == gazetteer.describe(points[0]))
        #expect(descriptions.description(of: points[0]) == gazetteer.describe(points[0]))
        #expect(descriptions.count == 1)
        _ = descriptions.description(of: points[1])
        #expect(descriptions.count == 2)
        // Full: the table starts again with the new point.
        #expect(descriptions.description(of: points[2]) == gazetteer.describe(points[2]))
        #expect(descriptions.count == 1)
        // Far from every place: remembered as having no words.
        #expect(descriptions.description(of: point(-60, -120)) == nil)
        #expect(descriptions.count == 2)
        #expect(gazetteer.describe(points[1])?.wireWords == "9 km north-east of Smallvillage")
    }

    @Test func aMalformedLineIsRefusedWithItsNumber() {
        #expect(throws: (any Error).self) {
            try Gazetteer(places: Data("D\tX\n1\tonly\tthree\n".utf8), countries: Data())
        }
    }
}

@Suite struct StreetAddressTests {
    @Test(arguments: [
        "ul. Floriańska 12", "Floriańska 3", "Baker Street", "221b Baker St", "aleja Pokoju", "вул. Шевченка",
    ])
    func readsAsAStreet(_ typed: String) {
        #expect(PlaceQuery.isStreetAddress(typed))
    }

    @Test(arguments: ["Kraków", "Nowa Huta", "Stoke-on-Trent", "Springfield", "Plaszow"])
    func readsAsAPlace(_ typed: String) {
        #expect(!PlaceQuery.isStreetAddress(typed))
    }
}
