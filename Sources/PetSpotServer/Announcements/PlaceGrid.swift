import Foundation

/// The cells the listings in memory are filed in (`PlacedListings`): 0.05° × 0.05° (about 5.6 km
/// north to south), numbered row by row from the south-west, so the cells of one grid row are one
/// range of numbers and a box is looked up as one range per row. A 5 km search looks in a dozen.
enum PlaceGrid {
    static let cellsPerDegree = 20.0
    static let columnsPerRow = 7201  // longitudes -180...180 at 20 per degree

    static func row(latitude: Double) -> Int { Int((latitude + 90) * cellsPerDegree) }
    static func column(longitude: Double) -> Int { Int((longitude + 180) * cellsPerDegree) }

    static func cell(latitude: Double, longitude: Double) -> Int {
        row(latitude: latitude) * columnsPerRow + column(longitude: longitude)
    }

    /// The ranges of cell numbers that together hold every point of `box` (and some around it).
    static func cellRanges(covering box: BoundingBox) -> [ClosedRange<Int>] {
        let west = column(longitude: box.minimumLongitude), east = column(longitude: box.maximumLongitude)
        return (row(latitude: box.minimumLatitude)...row(latitude: box.maximumLatitude)).map { row in
            (row * columnsPerRow + west)...(row * columnsPerRow + east)
        }
    }
}
