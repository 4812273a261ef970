import Foundation
import PetSpotDomain
import PetSpotMatching

/// The possible matches' candidates: at most two kinds of bounded read, the same SQL on both
/// engines. Each store prepares it once with its own placeholders and runs it on its fast path
/// (SQLite's C interface, PostgreSQL's prepared statements): a matches query is on every report's
/// page, and through SQLKit its rows' decoding cost more than the query.
enum MatchCandidateQueries {
    /// One read: its statement, its parameters' values in order, and which of its rows belong to the window.
    struct Read: Sendable {
        let kind: Kind
        let values: [StatementValue]
        /// Whether a row this read returned is a candidate of its window.
        let keeps: @Sendable (AnnouncementRecord) -> Bool
    }

    enum Kind: Sendable, CaseIterable {
        /// Reports with the window's microchip, wherever they are.
        case microchip
        /// The nearest open reports of the window's kind in some rows of latitude of a box.
        case place

        /// The parameters' kinds, in the order `sql(_:placeholder:)` numbers them.
        var parameters: [StatementValue.Kind] {
            switch self {
            case .microchip: [.text]
            case .place: [.text, .text, .integer, .real, .real, .real, .real, .text, .text, .real, .real, .real, .integer]
                + Array(repeating: .integer, count: MatchCandidateQueries.rowsPerRead)
            }
        }
    }

    /// How many reports with one microchip number are read: more is a data error, not a pet.
    static let microchipLimit = 20
    /// The rows of latitude one place read seeks (a found bird's widest circle spans 22).
    static let rowsPerRead = 24

    /// The reads that find `window`'s candidates.
    static func reads(for window: CandidateWindow) -> [Read] {
        var reads: [Read] = []
        if let microchip = window.microchip {
            // By the chip alone, so the planner can only take `announcements_microchip` (with the
            // other terms SQLite preferred the place index and read the whole species); the few
            // rows it finds are held to the window's other terms.
            reads.append(Read(kind: .microchip, values: [.text(microchip)]) { record in
                record.photoFile != nil && record.resolution == nil && record.expiresAt > window.now
                    && record.content.species == window.species && record.content.status == window.status
            })
        }
        guard let centre = window.centre else { return reads }
        let squeeze = pow(cos(centre.latitude * .pi / 180), 2)
        let keeps: @Sendable (AnnouncementRecord) -> Bool = { record in
            record.coordinates.map { GreatCircle.kilometres(from: centre, to: $0) <= window.kilometres } ?? false
        }
        for box in BoundingBox.covering(centre, kilometres: window.kilometres) {
            let rows = Array(MatchRows.rows(from: box.minimumLatitude, to: box.maximumLatitude))
            for first in stride(from: 0, to: rows.count, by: rowsPerRead) {
                let some = rows[first..<min(first + rowsPerRead, rows.count)]
                // A read seeks a fixed number of rows, so that it is one prepared statement: the
                // last row is repeated to fill it.
                let padded = some + Array(repeating: some.last!, count: rowsPerRead - some.count)
                let values: [StatementValue] = [
                    .text(window.species.rawValue), .text(window.status.rawValue), .integer(Timestamp.milliseconds(window.now)),
                    .real(box.minimumLongitude), .real(box.maximumLongitude), .real(box.minimumLatitude), .real(box.maximumLatitude),
                    .text(window.dates.lowerBound.iso), .text(window.dates.upperBound.iso),
                    .real(centre.latitude), .real(centre.longitude), .real(squeeze), .integer(Int64(window.limit)),
                ] + padded.map { .integer(Int64($0)) }
                reads.append(Read(kind: .place, values: values, keeps: keeps))
            }
        }
        return reads
    }

    /// The statement of `kind`, with its parameters spelled by `placeholder` (1-based); it selects
    /// the columns a listing reads (`AnnouncementColumn.listed`), in their order.
    static func sql(_ kind: Kind, placeholder: (Int) -> String) -> String {
        typealias Column = AnnouncementColumn
        switch kind {
        case .microchip:
            return "SELECT \(Column.listedList) FROM \(Column.table) WHERE microchip_number = \(placeholder(1)) LIMIT \(microchipLimit)"
        case .place:
            let p = placeholder
            let rows = (0..<rowsPerRead).map { p(14 + $0) }.joined(separator: ", ")
            // The nearest first by the flat-earth distance (exact enough to order a few hundred
            // kilometres), chosen inside `announcements_matching_rows` alone (its terms first, as
            // the index is partial on them); only those rows are then read from the table.
            return """
                SELECT \(Column.listedList) FROM \(Column.table) WHERE seq IN (\
                SELECT seq FROM \(Column.table) \
                WHERE photo_file IS NOT NULL AND resolution IS NULL AND species = \(p(1)) AND status = \(p(2)) \
                AND match_row IN (\(rows)) \
                AND longitude BETWEEN \(p(4)) AND \(p(5)) AND latitude BETWEEN \(p(6)) AND \(p(7)) \
                AND last_seen_date BETWEEN \(p(8)) AND \(p(9)) AND expires_at > \(p(3)) \
                ORDER BY (latitude - \(p(10))) * (latitude - \(p(10))) + (longitude - \(p(11))) * (longitude - \(p(11))) * \(p(12)) \
                LIMIT \(p(13)))
                """
        }
    }
}
