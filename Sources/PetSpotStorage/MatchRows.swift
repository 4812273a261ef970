import Foundation

/// The rows of latitude that possible matches are looked up by (`match_row`, migration 17): tenths
/// of a degree (11 km) from the south pole. A circle's box covers a few rows; the index seeks each
/// and reads only the box's longitudes in it.
package enum MatchRows {
    /// Migration 17 spells the same number out, as migrations do.
    package static let rowsPerDegree = 10.0

    /// The row of a latitude, as the database derives it: the same operations in the same order,
    /// so the same rounding.
    package static func row(latitude: Double) -> Int {
        Int(((latitude + 90) * rowsPerDegree).rounded(.down))
    }

    /// The rows a box from `south` to `north` touches.
    package static func rows(from south: Double, to north: Double) -> ClosedRange<Int> {
        row(latitude: south)...row(latitude: north)
    }
}
