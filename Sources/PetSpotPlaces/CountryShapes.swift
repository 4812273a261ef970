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

    /// How far inside the country's outline `point` is, in kilometres: negative outside it. `nil`
    /// when the country has no outline in the data (small islands): the caller keeps the nearest
    /// place's country.
    func depth(of point: Coordinates, in code: String) -> Double? {
        guard let country = countries[code], country.bounds != nil else { return nil }
        let inside = country.rings.contains { Self.ring($0, contains: point) }
        let edge = country.rings.map { Self.distance(from: point, to: $0) }.min() ?? 0
        return inside ? edge : -edge
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
