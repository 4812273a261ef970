import Foundation
import PetSpotDomain

/// The gazetteer's places by where they are, for "the named place nearest to this point": a grid
/// of cells a tenth of a degree square, searched ring by ring outwards from the point's cell until
/// no nearer place can remain. Only the cells that hold places are kept, sorted row by row, each
/// row's found by its start (`rowStarts`) and a range of its columns by binary search: a ring's
/// top and bottom rows visit only the cells with places in them, and nothing is hashed or
/// reference-counted. (A dictionary of cells, each an array, spent most of a lookup on the empty
/// cells of the sea and the countryside: 4.5% of a report's read in `perf`.)
struct PointIndex: Sendable {
    private static let cellsPerDegree = 10.0
    private static let rows = 1800, columns = 3600

    /// The cells with places, as `row * columns + column`, sorted.
    private let cells: [Int32]
    /// Where each cell's places start in `members` (one more than `cells`, the last the end).
    private let memberStarts: [Int32]
    /// The places, cell by cell.
    private let members: [Int32]
    /// Where each row's cells start in `cells` (one more than the rows).
    private let rowStarts: [Int32]

    init(points: [Coordinates]) {
        var keyed: [(cell: Int32, place: Int32)] = []
        keyed.reserveCapacity(points.count)
        for (index, point) in points.enumerated() {
            let cell = Self.row(point.latitude) * Self.columns + Self.column(point.longitude)
            keyed.append((Int32(cell), Int32(index)))
        }
        keyed.sort { a, b in a.cell != b.cell ? a.cell < b.cell : a.place < b.place }
        var cells: [Int32] = []
        var memberStarts: [Int32] = []
        for (offset, entry) in keyed.enumerated() where cells.last != entry.cell {
            cells.append(entry.cell)
            memberStarts.append(Int32(offset))
        }
        memberStarts.append(Int32(keyed.count))
        var rowStarts = [Int32](repeating: 0, count: Self.rows + 1)
        var next = 0
        for row in 0...Self.rows {
            while next < cells.count, Int(cells[next]) / Self.columns < row { next += 1 }
            rowStarts[row] = Int32(next)
        }
        self.cells = cells
        self.memberStarts = memberStarts
        members = keyed.map { $0.place }
        self.rowStarts = rowStarts
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
                let r = row + dRow
                guard r >= 0, r < Self.rows else { continue }
                if abs(dRow) == ring {
                    visitColumns(r, from: column - ring, through: column + ring) { wanted = min(wanted, body($0)) }
                } else {
                    visitColumns(r, from: column - ring, through: column - ring) { wanted = min(wanted, body($0)) }
                    visitColumns(r, from: column + ring, through: column + ring) { wanted = min(wanted, body($0)) }
                }
            }
            // Every cell of the next ring is at least `ring` cells away from the point's.
            if wanted <= Double(ring) * cellKilometres { return }
        }
    }

    /// The places of row `row`'s cells from column `from` through `through`; a range past the
    /// antimeridian is the two ranges either side of it.
    private func visitColumns(_ row: Int, from: Int, through: Int, _ body: (Int32) -> Void) {
        if from < 0 {
            visitRow(row, from: from + Self.columns, through: Self.columns - 1, body)
            visitRow(row, from: 0, through: through, body)
        } else if through >= Self.columns {
            visitRow(row, from: from, through: Self.columns - 1, body)
            visitRow(row, from: 0, through: through - Self.columns, body)
        } else {
            visitRow(row, from: from, through: through, body)
        }
    }

    /// The places of row `row`'s cells from column `from` through `through`.
    private func visitRow(_ row: Int, from: Int, through: Int, _ body: (Int32) -> Void) {
        let base = Int32(row * Self.columns)
        var low = Int(rowStarts[row]), high = Int(rowStarts[row + 1])
        let first = base + Int32(from), last = base + Int32(through)
        while low < high {
            let middle = (low + high) / 2
            if cells[middle] < first { low = middle + 1 } else { high = middle }
        }
        var cell = low
        while cell < cells.count, cells[cell] <= last {
            for member in Int(memberStarts[cell])..<Int(memberStarts[cell + 1]) { body(members[member]) }
            cell += 1
        }
    }

    private static func row(_ latitude: Double) -> Int {
        min(rows - 1, max(0, Int(((latitude + 90) * cellsPerDegree).rounded(.down))))
    }
    private static func column(_ longitude: Double) -> Int {
        min(columns - 1, max(0, Int(((longitude + 180) * cellsPerDegree).rounded(.down))))
    }
}
