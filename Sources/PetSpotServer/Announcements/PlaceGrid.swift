import Foundation

/// The grid SQLite's listings are stored in: cells of 0.02° × 0.02° (about 2.2 km north to south),
/// numbered row by row from the south-west, so the cells of one grid row are one range of numbers and
/// a box is read as one range per row. Migration 5 computes the same numbers in SQL; never change them.
enum PlaceGrid {
    static let cellsPerDegree = 50.0
    static let columnsPerRow = 18001  // longitudes -180...180 at 50 per degree

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
