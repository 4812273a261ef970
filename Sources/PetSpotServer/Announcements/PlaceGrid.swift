import Foundation

/// A grid of cells of equal degrees, numbered row by row from the south-west, so the cells of one
/// grid row are one range of numbers and a box is read as one range per row.
struct PlaceGrid: Sendable {
    let cellsPerDegree: Double
    /// Columns in a row: longitudes -180...180.
    let columnsPerRow: Int

    init(cellsPerDegree: Double) {
        self.cellsPerDegree = cellsPerDegree
        self.columnsPerRow = Int(360 * cellsPerDegree) + 1
    }

    /// SQLite's place-ordered copy of the listings: cells of 0.02° × 0.02° (about 2.2 km north to
    /// south). Migration 5 computes the same numbers in SQL; never change them.
    static let stored = PlaceGrid(cellsPerDegree: 50)

    /// The listings in memory (`PlacedListings`): cells of 0.05° (about 5.6 km north to south), so
    /// a 5 km search looks in a dozen cells.
    static let memory = PlaceGrid(cellsPerDegree: 20)

    func row(latitude: Double) -> Int { Int((latitude + 90) * cellsPerDegree) }
    func column(longitude: Double) -> Int { Int((longitude + 180) * cellsPerDegree) }

    func cell(latitude: Double, longitude: Double) -> Int {
        row(latitude: latitude) * columnsPerRow + column(longitude: longitude)
    }

    /// The ranges of cell numbers that together hold every point of `box` (and some around it).
    func cellRanges(covering box: BoundingBox) -> [ClosedRange<Int>] {
        let west = column(longitude: box.minimumLongitude), east = column(longitude: box.maximumLongitude)
        return (row(latitude: box.minimumLatitude)...row(latitude: box.maximumLatitude)).map { row in
            (row * columnsPerRow + west)...(row * columnsPerRow + east)
        }
    }
}
