import Foundation
import PetSpotDomain

/// The cells the listings in memory are filed in (`PlacedListings`): 0.05° × 0.05° (about 5.6 km
/// north to south), in rows from the south pole and columns from the antimeridian, which wrap around.
/// A search walks them in rings around its centre's cell (`RingSearch`).
package enum PlaceGrid {
    package static let cellsPerDegree = 20.0
    /// Longitudes -180..<180; 180 itself is the antimeridian's other name, column 0.
    package static let columns = 7200
    /// Latitudes -90...90: the last row holds only the north pole.
    package static let rows = 0...3600

    package static func row(latitude: Double) -> Int { Int((latitude + 90) * cellsPerDegree) }
    package static func column(longitude: Double) -> Int { Int((longitude + 180) * cellsPerDegree) % columns }

    package static func cell(row: Int, column: Int) -> Int { row * columns + column }

    package static func cell(latitude: Double, longitude: Double) -> Int {
        cell(row: row(latitude: latitude), column: column(longitude: longitude))
    }

    /// The south edge of `row`, in degrees (may lie past a pole for a row outside `rows`).
    package static func latitude(ofRow row: Int) -> Double { Double(row) / cellsPerDegree - 90 }
    /// The west edge of `column`, in degrees (unwrapped: may lie past ±180).
    package static func longitude(ofColumn column: Int) -> Double { Double(column) / cellsPerDegree - 180 }
}
