import Foundation
import PetSpotDomain

/// A cheap first test that a point may lie within `kilometres` of `centre`, in plain arithmetic on
/// degrees that SQL can evaluate: `(Δlat)² + (Δlng · scale)² ≤ radius²`.
///
/// It is generous, never the other way round for a neighbourhood (10 km or less): every point
/// within range passes, and some beyond it too; the exact great-circle distance still decides. The
/// nearby list uses it so SQLite copies a stored document only for rows that may be shown.
struct DegreeDisc: Sendable, Equatable {
    let latitude: Double
    /// The centre's longitude, moved by a whole turn where that brings it next to `box` (across the antimeridian).
    let longitude: Double
    /// The cosine of the latitude farthest from the equator the circle reaches: east-west degrees are
    /// never shorter inside it, so distances measured with it are never longer. 0 near a pole.
    let longitudeScale: Double
    let radiusSquared: Double

    /// For the part of the circle inside `box` (one of `BoundingBox.covering`'s).
    init(centre: Coordinates, kilometres: Double, box: BoundingBox) {
        // 5% on top covers the flat formula's error at these sizes (under 0.1% up to 10 km).
        let radius = kilometres / GreatCircle.kilometresPerDegreeOfLatitude * 1.05
        let widestLatitude = min(90, abs(centre.latitude) + radius)
        latitude = centre.latitude
        longitudeScale = widestLatitude < 80 ? cos(widestLatitude * .pi / 180) : 0
        radiusSquared = radius * radius
        longitude = box.minimumLongitude > centre.longitude + 180 ? centre.longitude + 360
            : box.maximumLongitude < centre.longitude - 180 ? centre.longitude - 360 : centre.longitude
    }

    func contains(latitude: Double, longitude: Double) -> Bool {
        let north = latitude - self.latitude, east = (longitude - self.longitude) * longitudeScale
        return north * north + east * east <= radiusSquared
    }

    /// `contains` in SQL over columns `latitude` and `longitude`, with the disc bound from `?first`
    /// on: `latitude`, `longitude`, `longitudeScale`, `radiusSquared` (see `bind(to:from:)`).
    static func sql(bindingFrom first: Int) -> String {
        let (latitude, longitude, scale, radius) = ("?\(first)", "?\(first + 1)", "?\(first + 2)", "?\(first + 3)")
        return "(latitude - \(latitude)) * (latitude - \(latitude)) + "
            + "((longitude - \(longitude)) * \(scale)) * ((longitude - \(longitude)) * \(scale)) <= \(radius)"
    }

    func bind(to statement: SQLiteStatement, from first: Int32) throws {
        try statement.bind(latitude, at: first)
        try statement.bind(longitude, at: first + 1)
        try statement.bind(longitudeScale, at: first + 2)
        try statement.bind(radiusSquared, at: first + 3)
    }
}
