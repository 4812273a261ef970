import Foundation

/// Distances on the contract's sphere (radius 6371 km), by the haversine formula.
public enum GreatCircle {
    public static let earthRadiusKilometres = 6371.0
    public static let kilometresPerDegreeOfLatitude = earthRadiusKilometres * .pi / 180

    public static func kilometres(from a: Coordinates, to b: Coordinates) -> Double {
        let lat1 = a.latitude * .pi / 180, lat2 = b.latitude * .pi / 180
        let dLat = lat2 - lat1
        let dLng = (b.longitude - a.longitude) * .pi / 180
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLng / 2) * sin(dLng / 2)
        return 2 * earthRadiusKilometres * asin(min(1, sqrt(h)))
    }
}
