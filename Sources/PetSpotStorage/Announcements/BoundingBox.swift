import Foundation
import PetSpotDomain

/// A latitude/longitude rectangle that the nearby query asks the spatial index for.
public struct BoundingBox: Sendable, Equatable {
    public let minimumLatitude: Double
    public let maximumLatitude: Double
    public let minimumLongitude: Double
    public let maximumLongitude: Double

    /// The boxes that together contain every point within `kilometres` of `centre` (two when the
    /// circle crosses the antimeridian, one spanning all longitudes near a pole). Slightly generous:
    /// the exact distance is checked afterwards.
    public static func covering(_ centre: Coordinates, kilometres: Double) -> [BoundingBox] {
        let margin = 1.001
        let latitudeDelta = kilometres / GreatCircle.kilometresPerDegreeOfLatitude * margin
        let minimumLatitude = max(-90, centre.latitude - latitudeDelta)
        let maximumLatitude = min(90, centre.latitude + latitudeDelta)
        let widestLatitude = max(abs(minimumLatitude), abs(maximumLatitude))
        guard widestLatitude < 89.9 else {
            return [
                BoundingBox(
                    minimumLatitude: minimumLatitude, maximumLatitude: maximumLatitude, minimumLongitude: -180,
                    maximumLongitude: 180)
            ]
        }
        let longitudeDelta = latitudeDelta / cos(widestLatitude * .pi / 180)
        guard longitudeDelta < 180 else {
            return [
                BoundingBox(
                    minimumLatitude: minimumLatitude, maximumLatitude: maximumLatitude, minimumLongitude: -180,
                    maximumLongitude: 180)
            ]
        }
        let west = centre.longitude - longitudeDelta, east = centre.longitude + longitudeDelta
        func box(_ minimumLongitude: Double, _ maximumLongitude: Double) -> BoundingBox {
            BoundingBox(
                minimumLatitude: minimumLatitude, maximumLatitude: maximumLatitude, minimumLongitude: minimumLongitude,
                maximumLongitude: maximumLongitude)
        }
        if west < -180 { return [box(west + 360, 180), box(-180, east)] }
        if east > 180 { return [box(west, 180), box(-180, east - 360)] }
        return [box(west, east)]
    }

    package func contains(_ point: Coordinates) -> Bool {
        minimumLatitude <= point.latitude && point.latitude <= maximumLatitude
            && minimumLongitude <= point.longitude && point.longitude <= maximumLongitude
    }
}
