import Foundation
import PetSpotDomain

/// The gazetteer's places by where they are, for "the named place nearest to this point": a grid
/// of cells a tenth of a degree square, searched ring by ring outwards from the point's cell until
/// no nearer place can remain.
struct PointIndex: Sendable {
    private static let cellsPerDegree = 10.0
    private let cells: [Int: [Int32]]

    init(points: [Coordinates]) {
        var cells: [Int: [Int32]] = [:]
        for (index, point) in points.enumerated() {
            cells[Self.cell(row: Self.row(point.latitude), column: Self.column(point.longitude)), default: []]
                .append(Int32(index))
        }
        self.cells = cells
    }

    /// Calls `body` with the places of every cell within `rings` of `point`'s cell, ring by ring
    /// from the point's own; `body` answers the distance in kilometres beyond which nothing more
    /// is wanted (the nearest found so far), which ends the search once a whole ring lies beyond it.
    func visit(around point: Coordinates, rings: Int, _ body: (Int32) -> Double) {
        let row = Self.row(point.latitude), column = Self.column(point.longitude)
        // The narrowest a cell is in the rows searched: its east-west side at the highest latitude.
        let highest = min(89.9, abs(point.latitude) + Double(rings) / Self.cellsPerDegree)
        let cellKilometres =
            GreatCircle.kilometresPerDegreeOfLatitude / Self.cellsPerDegree * cos(highest * .pi / 180)
        var wanted = Double.infinity
        for ring in 0...rings {
            for dRow in -ring...ring {
                let edgeRow = abs(dRow) == ring
                let r = row + dRow
                guard r >= 0, r < 1800 else { continue }
                for dColumn in stride(from: -ring, through: ring, by: edgeRow || ring == 0 ? 1 : 2 * ring) {
                    let c = ((column + dColumn) % 3600 + 3600) % 3600
                    for place in cells[Self.cell(row: r, column: c)] ?? [] {
                        wanted = min(wanted, body(place))
                    }
                }
            }
            // Every cell of the next ring is at least `ring` cells away from the point's.
            if wanted <= Double(ring) * cellKilometres { return }
        }
    }

    private static func row(_ latitude: Double) -> Int {
        min(1799, Int(((latitude + 90) * cellsPerDegree).rounded(.down)))
    }
    private static func column(_ longitude: Double) -> Int {
        min(3599, Int(((longitude + 180) * cellsPerDegree).rounded(.down)))
    }
    private static func cell(row: Int, column: Int) -> Int { row * 3600 + column }
}
