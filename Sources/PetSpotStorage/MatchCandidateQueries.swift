import Foundation
import PetSpotDomain
import PetSpotMatching

/// The possible matches' candidates: at most two kinds of bounded read, the same terms on both
/// engines, each selecting only what the engine reads (`MatchFactColumn`). Each store prepares them
/// once with its own placeholders and runs them on its fast path (SQLite's C interface,
/// PostgreSQL's prepared statements): a matches query is on every report's page, and through
/// SQLKit its rows' decoding cost more than the query.
package enum MatchCandidateQueries {
    /// One read: its statement, its parameters' values in order, and which of its rows belong to the window.
    package struct Read: Sendable {
        package let kind: Kind
        package let values: [StatementValue]
        /// Whether a report this read returned is a candidate of its window.
        package let keeps: @Sendable (MatchFacts) -> Bool
    }

    package enum Kind: Sendable, CaseIterable {
        /// Reports with the window's microchip, wherever they are.
        case microchip
        /// The nearest open reports of the window's kind in some rows of latitude of a box.
        case place

        /// The parameters' kinds, in the order `sql(_:placeholder:coveringIndex:)` numbers them.
        package var parameters: [StatementValue.Kind] {
            switch self {
            case .microchip: [.text, .integer, .text, .text]
            case .place:
                [.text, .text, .integer, .real, .real, .real, .real, .text, .text, .real, .real, .real, .integer]
                    + Array(repeating: .integer, count: MatchCandidateQueries.rowsPerRead)
            }
        }
    }

    /// The rows of latitude one place read seeks (a found bird's widest circle spans 22).
    package static let rowsPerRead = 24

    /// The reads that find `window`'s candidates.
    package static func reads(for window: CandidateWindow) -> [Read] {
        var reads: [Read] = []
        if let microchip = window.microchip {
            let values: [StatementValue] = [
                .text(microchip), .integer(Timestamp.milliseconds(window.now)), .text(window.species.rawValue),
                .text(window.status.rawValue),
            ]
            reads.append(Read(kind: .microchip, values: values) { _ in true })
        }
        guard let centre = window.centre else { return reads }
        let squeeze = pow(cos(centre.latitude * .pi / 180), 2)
        let keeps: @Sendable (MatchFacts) -> Bool = { facts in
            facts.location.map { GreatCircle.kilometres(from: centre, to: $0) <= window.kilometres } ?? false
        }
        for box in BoundingBox.covering(centre, kilometres: window.kilometres) {
            let rows = Array(MatchRows.rows(from: box.minimumLatitude, to: box.maximumLatitude))
            for first in stride(from: 0, to: rows.count, by: rowsPerRead) {
                let some = rows[first..<min(first + rowsPerRead, rows.count)]
                // A read seeks a fixed number of rows, so that it is one prepared statement: the
                // last row is repeated to fill it.
                let padded = some + Array(repeating: some.last!, count: rowsPerRead - some.count)
                let values: [StatementValue] =
                    [
                        .text(window.species.rawValue), .text(window.status.rawValue),
                        .integer(Timestamp.milliseconds(window.now)),
                        .real(box.minimumLongitude), .real(box.maximumLongitude), .real(box.minimumLatitude),
                        .real(box.maximumLatitude),
                        .text(window.dates.lowerBound.iso), .text(window.dates.upperBound.iso),
                        .real(centre.latitude), .real(centre.longitude), .real(squeeze), .integer(Int64(window.limit)),
                    ] + padded.map { .integer(Int64($0)) }
                reads.append(Read(kind: .place, values: values, keeps: keeps))
            }
        }
        return reads
    }

    /// The statement of `kind`, with its parameters spelled by `placeholder` (1-based); it selects
    /// `MatchFactColumn`'s columns, in their order. Where the place index holds them all
    /// (`coveringIndex`: PostgreSQL's includes them) the nearest are read from the index alone;
    /// otherwise they are chosen in the index, and only those rows read from the table.
    package static func sql(_ kind: Kind, placeholder p: (Int) -> String, coveringIndex: Bool) -> String {
        let facts = MatchFactColumn.list
        let table = AnnouncementColumn.table
        switch kind {
        case .microchip:
            // No LIMIT: equal chips are never left out. Junk reports naming a pet's chip (a probe
            // made twenty-five far away) hid the real one behind a LIMIT with no order; all are read
            // and the engine ranks them by the rest of the evidence (distance, sex, days), so the
            // real one comes first among them. Creating reports is limited per client, which bounds
            // how many one can make. Only the chip is a term an index can serve: the others sit
            // inside a CASE, which neither planner matches to an index, so both can only take
            // `announcements_microchip` (given plain terms, SQLite preferred the place index and read
            // the whole species).
            return """
                SELECT \(facts) FROM \(table) WHERE microchip_number = \(p(1)) \
                AND (CASE WHEN photo_file IS NOT NULL AND resolution IS NULL AND expires_at > \(p(2)) \
                AND species = \(p(3)) AND status = \(p(4)) THEN 1 ELSE 0 END) = 1
                """
        case .place:
            let rows = (0..<rowsPerRead).map { p(14 + $0) }.joined(separator: ", ")
            // The nearest first by the flat-earth distance (exact enough to order a few hundred
            // kilometres), chosen inside `announcements_matching_rows` alone (its terms first, as
            // the index is partial on them).
            let nearest = """
                FROM \(table) \
                WHERE photo_file IS NOT NULL AND resolution IS NULL AND species = \(p(1)) AND status = \(p(2)) \
                AND match_row IN (\(rows)) \
                AND longitude BETWEEN \(p(4)) AND \(p(5)) AND latitude BETWEEN \(p(6)) AND \(p(7)) \
                AND last_seen_date BETWEEN \(p(8)) AND \(p(9)) AND expires_at > \(p(3)) \
                ORDER BY (latitude - \(p(10))) * (latitude - \(p(10))) + (longitude - \(p(11))) * (longitude - \(p(11))) * \(p(12)) \
                LIMIT \(p(13))
                """
            return coveringIndex
                ? "SELECT \(facts) \(nearest)"
                : "SELECT \(facts) FROM \(table) WHERE seq IN (SELECT seq \(nearest))"
        }
    }
}

/// What a candidate read selects of each report, in this order: the engine's facts (`MatchFacts`).
package enum MatchFactColumn: Int32, CaseIterable {
    case id, status, species, sex, lastSeenDate, latitude, longitude, breed, age, description, microchipNumber

    package var column: AnnouncementColumn {
        switch self {
        case .id: .id
        case .status: .field(.status)
        case .species: .field(.species)
        case .sex: .field(.sex)
        case .lastSeenDate: .field(.lastSeenDate)
        case .latitude: .field(.locationLatitude)
        case .longitude: .field(.locationLongitude)
        case .breed: .field(.breed)
        case .age: .field(.age)
        case .description: .field(.description)
        case .microchipNumber: .field(.microchipNumber)
        }
    }

    package static let list = allCases.map(\.column.name).joined(separator: ", ")
}

extension MatchFacts {
    /// The facts in a row that selected `MatchFactColumn.list`.
    package init(row: some PositionalRow) throws {
        typealias Column = MatchFactColumn
        func text(_ column: Column) throws -> String? { try row.text(column.rawValue) }
        func required<Value>(_ column: Column, _ parse: (String) -> Value?) throws -> Value {
            guard let text = try text(column), let value = parse(text) else {
                throw StoreError.unreadableRow(column: column.column.name)
            }
            return value
        }
        let latitude = try row.real(Column.latitude.rawValue), longitude = try row.real(Column.longitude.rawValue)
        self.init(
            id: try required(.id) { $0 },
            status: try required(.status, AnnouncementStatus.init(rawValue:)),
            species: try required(.species, Species.init(rawValue:)),
            sex: try required(.sex, Sex.init(rawValue:)),
            lastSeenDate: try required(.lastSeenDate, CalendarDate.init(iso:)),
            location: latitude.flatMap { latitude in
                longitude.flatMap { Coordinates(latitude: latitude, longitude: $0) }
            },
            breed: try text(.breed), age: try row.integer(Column.age.rawValue).map { Int($0) },
            description: try text(.description), microchipNumber: try text(.microchipNumber))
    }
}
