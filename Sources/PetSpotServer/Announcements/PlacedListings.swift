import Foundation
import PetSpotDomain

/// The listed reports in memory, filed by `PlaceGrid` cell: a neighbourhood's search looks in
/// a dozen cells and measures the reports there that lie in its box, reading no page of the database.
/// A value type with no locking of its own; `ListingMirror` keeps one in step with the database.
struct PlacedListings: Sendable {
    /// One cell's reports, with their points apart: a search measures them without touching the rest.
    private struct Cell: Sendable {
        var seqs: [Int64] = []
        var points: [Coordinates] = []
        var reports: [ListedReport] = []

        mutating func append(_ report: ListedReport, seq: Int64) {
            seqs.append(seq)
            points.append(report.point)
            reports.append(report)
        }

        /// Removes `seq`'s report (the last one takes its place: a cell has no order).
        mutating func remove(seq: Int64) {
            guard let index = seqs.firstIndex(of: seq) else { return }
            seqs.swapAt(index, seqs.count - 1)
            points.swapAt(index, points.count - 1)
            reports.swapAt(index, reports.count - 1)
            seqs.removeLast()
            points.removeLast()
            reports.removeLast()
        }
    }

    private var cells: [Int: Cell] = [:]
    private var cellOfSeq: [Int64: Int] = [:]

    /// How many reports it holds.
    var count: Int { cellOfSeq.count }

    /// Files `report` under its place, replacing what `seq` (its key in the database) held before.
    mutating func put(_ report: ListedReport, seq: Int64) {
        remove(seq: seq)
        let cell = PlaceGrid.cell(latitude: report.point.latitude, longitude: report.point.longitude)
        cells[cell, default: Cell()].append(report, seq: seq)
        cellOfSeq[seq] = cell
    }

    mutating func remove(seq: Int64) {
        guard let cell = cellOfSeq.removeValue(forKey: seq) else { return }
        cells[cell]?.remove(seq: seq)
        if cells[cell]?.seqs.isEmpty == true { cells[cell] = nil }
    }

    /// The query's page: every report in the cells that cover its circle's boxes and in one of them
    /// is measured exactly. When the boxes span more cells than hold reports (a wide search), every
    /// cell is looked at instead, so no search costs more than a pass over all reports.
    func nearest(_ query: NearestQuery) -> [MeasuredListing] {
        guard query.limit > 0 else { return [] }
        var page = NearestPage(limit: query.limit)
        func measure(_ cell: Cell, in box: BoundingBox) {
            for (index, point) in cell.points.enumerated() where box.contains(point) {
                let distance = GreatCircle.kilometres(from: query.centre, to: point)
                if distance < query.kilometres, page.mayTake(distance) { page.offer(cell.reports[index], at: distance, for: query) }
            }
        }
        // Boxes split at the antimeridian never overlap, so no report is measured twice.
        let boxes = BoundingBox.covering(query.centre, kilometres: query.kilometres).map { ($0, PlaceGrid.cellRanges(covering: $0)) }
        if boxes.reduce(0, { $0 + $1.1.reduce(0) { $0 + $1.count } }) > cells.count {
            for cell in cells.values {
                for (box, _) in boxes { measure(cell, in: box) }
            }
        } else {
            for (box, rows) in boxes {
                for range in rows {
                    for number in range {
                        if let cell = cells[number] { measure(cell, in: box) }
                    }
                }
            }
        }
        return page.listings
    }
}
