import NIOConcurrencyHelpers

/// The listed reports of one SQLite database in this server's memory (`PlacedListings`), for the
/// nearby list, kept in step with the database through its log of listing changes (migration 7).
///
/// Before every search, the reading connection's snapshot is compared with what the mirror holds:
/// when anything was committed since (by this process or any other), the logged changes past the
/// mirror's version are applied first. So a search shows every change committed before it began,
/// like a query, without reading a page of the database when nothing changed.
package final class ListingMirror: Sendable {
    private struct State {
        package var listings = PlacedListings()
        /// The last logged change applied; `nil` until the listings are loaded.
        package var version: Int64?
    }

    /// Searches read it side by side; applying changes takes it alone, briefly.
    private let state = ReadWriteLocked(State())
    /// Held while the database is read to bring the mirror up to date, so only one reader does it.
    private let updating = NIOLock()

    /// The query's page from memory, once the mirror shows `connection`'s snapshot (which must be
    /// in a read transaction).
    package func nearest(_ query: NearestQuery, on connection: SQLiteReadConnection) throws -> [MeasuredListing] {
        try update(to: connection)
        return state.read { $0.listings.nearest(query) }
    }

    /// How many reports the mirror holds after catching up with `connection`'s snapshot.
    package func count(on connection: SQLiteReadConnection) throws -> Int {
        try update(to: connection)
        return state.read { $0.listings.count }
    }

    /// Applies the changes `connection`'s snapshot holds and the mirror does not, or loads every
    /// listing when there is no mirror yet or the log no longer reaches back to it.
    private func update(to connection: SQLiteReadConnection) throws {
        // Nothing committed since this connection last looked: what it saw then is applied.
        guard try connection.databaseChanged() || state.read({ $0.version == nil }) else { return }
        do {
            try updating.withLock { try apply(connection) }
        } catch {
            // Not applied: the next read on this connection must try again.
            connection.forgetDatabaseChange()
            throw error
        }
    }

    /// Brings the mirror up to `connection`'s snapshot; one caller at a time (`updating`).
    private func apply(_ connection: SQLiteReadConnection) throws {
        let logged = try connection.withStatement(Self.loggedSQL) { statement -> (first: Int64, last: Int64)? in
            guard try statement.step(), let first = statement.integer(0), let last = statement.integer(1) else {
                return nil
            }
            return (first, last)
        }
        let version = state.read { $0.version }
        switch (version, logged) {
        case (let version?, let logged?) where logged.last <= version:
            return  // the mirror shows this snapshot already, or a later one
        case (let version?, let logged?) where logged.first <= version + 1:
            let changes = try Self.changes(after: version, on: connection)
            state.write { state in
                for (seq, report) in changes {
                    if let report { state.listings.put(report, seq: seq) } else { state.listings.remove(seq: seq) }
                }
                state.version = logged.last
            }
        case (0?, nil):
            return  // nothing was ever listed
        default:
            // No mirror yet, or the log no longer reaches back to it.
            let listings = try Self.load(on: connection)
            let replaced = state.write { state in
                defer { state = State(listings: listings, version: logged?.last ?? 0) }
                return state
            }
            _ = replaced  // freed here, outside the lock
        }
    }

    /// The listings' state now for each report changed after `version`, in the order of the changes
    /// (the last for a report is where it is now, or its removal).
    private static func changes(
        after version: Int64, on connection: SQLiteReadConnection
    ) throws -> [(Int64, ListedReport?)] {
        try connection.withStatement(changesSQL) { statement in
            try statement.bind(version, at: 1)
            var changes: [(Int64, ListedReport?)] = []
            while try statement.step() {
                guard let seq = statement.integer(changedSeqColumn) else { continue }
                let listed = !statement.isNull(changedSeqColumn + 1)
                changes.append(
                    (seq, listed ? try statement.currentListing() ?? connection.renderedListing(seq: seq) : nil))
            }
            return changes
        }
    }

    private static func load(on connection: SQLiteReadConnection) throws -> PlacedListings {
        var listings = PlacedListings()
        try connection.withStatement(everyListingSQL) { statement in
            while try statement.step() {
                guard let seq = statement.integer(changedSeqColumn),
                    let report = try statement.currentListing() ?? connection.renderedListing(seq: seq)
                else { continue }
                listings.put(report, seq: seq)
            }
        }
        return listings
    }

    // Two subqueries: SQLite finds a lone min() or max() at the end of the key, but scans for both at once.
    private static let loggedSQL =
        "SELECT (SELECT min(version) FROM listing_changes), (SELECT max(version) FROM listing_changes)"
    private static let changedSeqColumn = Int32(ListedReportColumn.allCases.count)
    private static let isListed = AnnouncementColumn.isListed("a")
    /// Each change, with the report as it is now if it is listed (else `NULL`s).
    private static let changesSQL = """
        SELECT \(ListedReportColumn.allCases.map { "a.\($0.name)" }.joined(separator: ", ")), c.seq, a.seq \
        FROM listing_changes c LEFT JOIN \(AnnouncementColumn.table) a ON a.seq = c.seq AND \(isListed) \
        WHERE c.version > ?1 ORDER BY c.version
        """
    private static let everyListingSQL =
        "SELECT \(ListedReportColumn.list), seq FROM \(AnnouncementColumn.table) a WHERE \(isListed)"
}
