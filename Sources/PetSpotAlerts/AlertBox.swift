import Foundation
import PetSpotDomain
import PetSpotStorage

/// The box around an alert's circle, as the spatial index holds it (migration 21): every point of
/// the circle is inside. A circle across the antimeridian keeps one box whose `west` or `east`
/// runs past ±180 (a report on the other side is looked up at its longitude ± 360); near a pole,
/// every longitude.
package struct AlertBox: Sendable, Equatable {
    package let south: Double
    package let north: Double
    package let west: Double
    package let east: Double

    package init(centre: Coordinates, radiusKm: Int) {
        let boxes = BoundingBox.covering(centre, kilometres: Double(radiusKm))
        south = boxes[0].minimumLatitude
        north = boxes[0].maximumLatitude
        if boxes.count == 2 {
            // [west + 360, 180] and [-180, east]: one box unwrapped on the centre's side.
            west = centre.longitude >= 0 ? boxes[0].minimumLongitude : boxes[0].minimumLongitude - 360
            east = centre.longitude >= 0 ? boxes[1].maximumLongitude + 360 : boxes[1].maximumLongitude
        } else {
            west = boxes[0].minimumLongitude
            east = boxes[0].maximumLongitude
        }
    }

    /// The longitudes a report at `longitude` is looked up at: its own, and, near the antimeridian,
    /// the same meridian ± 360, where an unwrapped box holds it.
    package static func lookups(_ longitude: Double) -> [Double] {
        abs(longitude) < 150 ? [longitude] : [longitude, longitude > 0 ? longitude - 360 : longitude + 360]
    }
}
