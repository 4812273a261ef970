import Foundation
import PetSpotDomain

/// The countries' names and outlines (Natural Earth's, simplified, through countryinfo), to say
/// which side of a border a point is on when the nearest named place is across it.
struct CountryShapes: Sendable {
    struct Country: Sendable {
        let name: String
        /// Outer rings: longitude, latitude pairs.
        let rings: [[(longitude: Double, latitude: Double)]]
        let bounds: (south: Double, west: Double, north: Double, east: Double)?
    }

    let countries: [String: Country]

    /// Whether `point` is outside the country's outline by more than `margin` kilometres (`nil`
    /// when the country has no outline in the data, small islands: the caller keeps the nearest
    /// place's country). A point inside is answered without measuring any edge.
    func isOutside(_ point: Coordinates, of code: String, byMoreThan margin: Double) -> Bool? {
        guard let country = countries[code], country.bounds != nil else { return nil }
        if country.rings.contains(where: { Self.ring($0, contains: point) }) { return false }
        return country.rings.allSatisfy { Self.distance(from: point, to: $0) > margin }
    }

    /// Whether `point` is inside the country's outline by more than `margin` kilometres.
    func isInside(_ point: Coordinates, of code: String, byMoreThan margin: Double) -> Bool {
        guard let country = countries[code], let bounds = country.bounds,
            point.latitude >= bounds.south, point.latitude <= bounds.north,
            point.longitude >= bounds.west, point.longitude <= bounds.east
        else { return false }
        return country.rings.contains { Self.ring($0, contains: point) }
            && country.rings.allSatisfy { Self.distance(from: point, to: $0) > margin }
    }

    /// The kilometres from `point` to the nearest edge of `ring`, on a plane around the point
    /// (exact enough for the few kilometres the caller compares with).
    private static func distance(from point: Coordinates, to ring: [(longitude: Double, latitude: Double)]) -> Double {
        let kilometresPerDegree = GreatCircle.kilometresPerDegreeOfLatitude
        let scale = cos(point.latitude * .pi / 180)
        func planar(_ vertex: (longitude: Double, latitude: Double)) -> (x: Double, y: Double) {
            (
                (vertex.longitude - point.longitude) * scale * kilometresPerDegree,
                (vertex.latitude - point.latitude) * kilometresPerDegree
            )
        }
        var nearest = Double.infinity
        var previous = ring.count - 1
        for current in ring.indices {
            let a = planar(ring[previous]), b = planar(ring[current])
            let dx = b.x - a.x, dy = b.y - a.y
            let length = dx * dx + dy * dy
            let t = length == 0 ? 0 : max(0, min(1, -(a.x * dx + a.y * dy) / length))
            let x = a.x + t * dx, y = a.y + t * dy
            nearest = min(nearest, (x * x + y * y).squareRoot())
            previous = current
        }
        return nearest
    }

    /// Even-odd rule: a ray to the east crosses the ring's edges an odd number of times.
    private static func ring(_ ring: [(longitude: Double, latitude: Double)], contains point: Coordinates) -> Bool {
        var inside = false
        var previous = ring.count - 1
        for current in ring.indices {
            let a = ring[current], b = ring[previous]
            if (a.latitude > point.latitude) != (b.latitude > point.latitude) {
                let crossing =
                    (b.longitude - a.longitude) * (point.latitude - a.latitude) / (b.latitude - a.latitude)
                    + a.longitude
                if point.longitude < crossing { inside.toggle() }
            }
            previous = current
        }
        return inside
    }
}
