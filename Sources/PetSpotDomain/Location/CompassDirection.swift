import Foundation

/// One of the eight directions people give ("north-east of your point"), from the initial bearing
/// of the great circle between two points.
public enum CompassDirection: Int, CaseIterable, Sendable {
    case north, northEast, east, southEast, south, southWest, west, northWest

    /// The direction of `to` seen from `from`; `nil` when they are the same point.
    public init?(from: Coordinates, to: Coordinates) {
        guard from != to else { return nil }
        let lat1 = from.latitude * .pi / 180, lat2 = to.latitude * .pi / 180
        let dLng = (to.longitude - from.longitude) * .pi / 180
        let y = sin(dLng) * cos(lat2)
        let x = cos(lat1) * sin(lat2) - sin(lat1) * cos(lat2) * cos(dLng)
        let degrees = (atan2(y, x) * 180 / .pi + 360).truncatingRemainder(dividingBy: 360)
        self = Self.allCases[Int((degrees / 45).rounded()) % 8]
    }

    /// "north-east", "północny wschód": as `Copy.Alerts.whereFromCentre` puts it.
    public var words: String { Copy.text("direction.\(self)") }
}
