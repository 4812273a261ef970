import Foundation
import PetSpotDomain

/// The listed reports in memory, filed by `PlaceGrid` cell: a search looks in the cells around its
/// centre, nearest first, and measures the reports there, reading no page of the database.
/// A value type with no locking of its own; `ListingMirror` keeps one in step with the database.
package struct PlacedListings: Sendable {
    /// One cell's reports, with their points apart: a search measures them without touching the rest.
    private struct Cell: Sendable {
        package var seqs: [Int64] = []
        package var points: [Coordinates] = []
        package var reports: [ListedReport] = []

        package mutating func append(_ report: ListedReport, seq: Int64) {
            seqs.append(seq)
            points.append(report.point)
            reports.append(report)
        }

        /// Removes `seq`'s report (the last one takes its place: a cell has no order).
        package mutating func remove(seq: Int64) {
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

    package init() {}

    /// How many reports it holds.
    package var count: Int { cellOfSeq.count }

    /// Files `report` under its place, replacing what `seq` (its key in the database) held before.
    package mutating func put(_ report: ListedReport, seq: Int64) {
        remove(seq: seq)
        let cell = PlaceGrid.cell(latitude: report.point.latitude, longitude: report.point.longitude)
        cells[cell, default: Cell()].append(report, seq: seq)
        cellOfSeq[seq] = cell
    }

    package mutating func remove(seq: Int64) {
        guard let cell = cellOfSeq.removeValue(forKey: seq) else { return }
        cells[cell]?.remove(seq: seq)
        if cells[cell]?.seqs.isEmpty == true { cells[cell] = nil }
    }

    /// The query's page: the cells are searched ring by ring outward from the centre's
    /// (`RingSearch`), until no cell left can hold a report nearer than the page's last, or one in
    /// range. Before the rings would look up more cells than hold reports (a wide search where few
    /// are), every cell is looked at once instead, so no search costs more than a pass over them all.
    package func nearest(_ query: NearestQuery) -> [MeasuredListing] {
        guard query.limit > 0, !cells.isEmpty else { return [] }
        // Only a point in one of the boxes around the circle is measured: a comparison of degrees
        // costs a fraction of the exact distance, and most points of the outer cells are outside.
        let boxes = BoundingBox.covering(query.centre, kilometres: query.kilometres)
        let rings = RingSearch(around: query.centre)
        var page = NearestPage(limit: query.limit)
        var lookedUp = 0
        for ring in 0...RingSearch.widestRing {
            if ring > 0 {
                let nearestLeft = rings.nearestOutside(ring: ring - 1)
                if nearestLeft >= query.kilometres { return page.listings }
                if page.listings.count == query.limit, let last = page.listings.last,
                    nearestLeft > last.distanceKilometres
                {
                    return page.listings
                }
            }
            lookedUp += ring == 0 ? 1 : 8 * ring
            guard lookedUp <= cells.count else { break }
            rings.cells(ofRing: ring) { number in
                if let cell = cells[number] { measure(cell, for: query, within: boxes, into: &page) }
            }
        }
        page = NearestPage(limit: query.limit)
        for cell in cells.values { measure(cell, for: query, within: boxes, into: &page) }
        return page.listings
    }

    private func measure(
        _ cell: Cell, for query: NearestQuery, within boxes: [BoundingBox], into page: inout NearestPage
    ) {
        for (index, point) in cell.points.enumerated() where boxes.contains(where: { $0.contains(point) }) {
            let distance = GreatCircle.kilometres(from: query.centre, to: point)
            if distance < query.kilometres, page.mayTake(distance) {
                page.offer(cell.reports[index], at: distance, for: query)
            }
        }
    }
}
