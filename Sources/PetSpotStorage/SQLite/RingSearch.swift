import Foundation
import PetSpotDomain

/// The cells around a centre, ring by ring outward (ring 0 is the centre's cell, ring k the cells k
/// rows or columns away), with how near anything outside the rings walked so far can be. A search
/// stops once that is farther than its page's last report, or than its range: a page costs what it
/// holds and the cells around it, not what its circle holds.
package struct RingSearch {
    package let centre: Coordinates
    private let row: Int
    private let column: Int
    /// The centre's longitude on its column's side of the antimeridian (180 is -180 there).
    private let longitude: Double

    package init(around centre: Coordinates) {
        self.centre = centre
        row = PlaceGrid.row(latitude: centre.latitude)
        column = PlaceGrid.column(longitude: centre.longitude)
        longitude = centre.longitude >= 180 ? centre.longitude - 360 : centre.longitude
    }

    /// Kept off the distance to the rings' edges: a point is filed by arithmetic that may round it
    /// a hair across an edge.
    package static let margin = 1e-9

    /// The widest ring before the columns wrap onto the ones already walked.
    package static let widestRing = (PlaceGrid.columns - 1) / 2

    /// The cells of ring `ring` (those inside the grid's rows), each once.
    package func cells(ofRing ring: Int, _ visit: (Int) -> Void) {
        func visitRow(_ row: Int, columns: ClosedRange<Int>) {
            guard PlaceGrid.rows.contains(row) else { return }
            for column in columns {
                visit(
                    PlaceGrid.cell(
                        row: row, column: (column % PlaceGrid.columns + PlaceGrid.columns) % PlaceGrid.columns))
            }
        }
        guard ring > 0 else { return visitRow(row, columns: column...column) }
        let columns = (column - ring)...(column + ring)
        visitRow(row - ring, columns: columns)
        visitRow(row + ring, columns: columns)
        for inner in (row - ring + 1)..<(row + ring) {
            visitRow(inner, columns: (column - ring)...(column - ring))
            visitRow(inner, columns: (column + ring)...(column + ring))
        }
    }

    /// A distance, in kilometres, that every point outside rings 0...`ring` is at least from the
    /// centre. Such a point's shortest path from the centre leaves the rings' area through one of its
    /// edges: a parallel (reached along the meridian) or a meridian (no nearer than its great circle).
    package func nearestOutside(ring: Int) -> Double {
        let latitude = centre.latitude
        var nearest = Double.infinity
        let north = PlaceGrid.latitude(ofRow: row + ring + 1), south = PlaceGrid.latitude(ofRow: row - ring)
        if north < 90 { nearest = min(nearest, (north - latitude) * GreatCircle.kilometresPerDegreeOfLatitude) }
        if south > -90 { nearest = min(nearest, (latitude - south) * GreatCircle.kilometresPerDegreeOfLatitude) }
        if 2 * ring + 1 < PlaceGrid.columns {
            let east = PlaceGrid.longitude(ofColumn: column + ring + 1) - longitude
            let west = longitude - PlaceGrid.longitude(ofColumn: column - ring)
            let cosine = abs(cos(latitude * .pi / 180))
            for degrees in [east, west] {
                let angle = min(1, cosine * abs(sin(degrees * .pi / 180)))
                nearest = min(nearest, GreatCircle.earthRadiusKilometres * asin(angle))
            }
        }
        return max(0, nearest - Self.margin)
    }
}
