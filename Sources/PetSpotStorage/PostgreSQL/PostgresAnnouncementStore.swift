import Foundation
import PetSpotDomain
import PetSpotMatching
import PostgresKit

/// Reports in PostgreSQL, for several servers sharing one database. The hot queries (a report by id,
/// the nearby page, create) are prepared statements (`PostgresStatements`), parsed and planned once
/// per connection; the rest are the queries both engines share (`AnnouncementQueries`). Each listed
/// report's JSON is kept with it and in the nearby index (`ListingDocuments`, migration 9).
///
/// The nearby page is read nearest first from a GiST index over each listed report's point on the
/// unit sphere (`petspot_unit_vector`, migration 8): the straight-line distance between two such
/// points orders reports exactly as the great-circle distance does, so the index hands over reports
/// in listing order and the scan stops when the page is full. The exact distance is measured here.
package struct PostgresAnnouncementStore: AnnouncementStore {
    package let pool: PostgresDatabase.Pool
    /// Where the lists (nearby, newest) are read: a read replica when one is configured. Everything
    /// else (a report by id, the owner's checks, every write) uses `pool`, so a report is found right
    /// after it is created, however far the replica lags.
    package let lists: PostgresDatabase.Pool

    /// Documents up to 2,000 bytes are kept in the nearby index: a GiST entry must fit in a page
    /// (8 KB), and most reports' JSON is 500–900 bytes. A longer one is read from its row.
    package static let documents = ListingDocuments(maximumBytes: 2000)

    package init(pool: PostgresDatabase.Pool, replica: PostgresDatabase.Pool? = nil) {
        self.pool = pool
        self.lists = replica ?? pool
    }

    package func insert(_ record: AnnouncementRecord) async throws {
        let logger = pool.logger
        try await pool.withDriverConnection {
            _ = try await $0.execute(PostgresStatements.Insert(record: record), logger: logger)
        }
    }

    package func insertAll(_ records: [AnnouncementRecord]) async throws {
        try await pool.transaction { database in
            try await AnnouncementQueries.insertAll(
                records, on: database, extraColumns: ListedReportColumn.documentNames,
                extra: Self.documents.values)
        }
    }

    package func find(id: UUID) async throws -> AnnouncementRecord? {
        try await Self.record(id: id, from: pool)
    }

    /// The report by its prepared statement, then its latest sightings.
    package func findWithLatestSightings(
        id: UUID, limit: Int
    ) async throws -> (record: AnnouncementRecord, sightings: [Sighting])? {
        guard let record = try await find(id: id) else { return nil }
        let condition: SQLQueryString =
            "announcement_id = \(bind: record.wireID) ORDER BY seen_at DESC, id LIMIT \(bind: limit)"
        let sightings = try await pool.withConnection { try await SightingRows.sightings(where: condition, on: $0) }
        return (record, sightings)
    }

    /// The report `id` by the prepared statement, from `database` (the primary, or the lists' pool).
    private static func record(id: UUID, from database: PostgresDatabase.Pool) async throws -> AnnouncementRecord? {
        let logger = database.logger
        return try await database.withDriverConnection { connection in
            try await connection.execute(PostgresStatements.FindByID(id: id), logger: logger).first { _ in true }
        }
    }

    package func find(idempotencyKeyHash keyHash: String) async throws -> AnnouncementRecord? {
        try await pool.withConnection { try await AnnouncementQueries.find(idempotencyKeyHash: keyHash, on: $0) }
    }

    package func secret(named name: String) async throws -> String {
        try await pool.withConnection { try await AnnouncementQueries.secret(named: name, on: $0) }
    }

    package func newest(
        matching filter: ListingFilter, after cursor: NewestPosition?, limit: Int, at now: Date
    ) async throws -> [AnnouncementRecord] {
        try await lists.withConnection {
            try await AnnouncementQueries.newest(matching: filter, after: cursor, limit: limit, at: now, on: $0)
        }
    }

    package func count(resolution: Resolution) async throws -> Int {
        try await lists.withConnection { try await AnnouncementQueries.count(resolution: resolution, on: $0) }
    }

    package func reunions(species: Species?, since: Date?) async throws -> [Reunion] {
        try await lists.withConnection {
            try await AnnouncementQueries.reunions(species: species, since: since, on: $0)
        }
    }

    /// Reads the reports in range nearest first, a few more than the page, and offers them to it
    /// (which applies the filters and the cursor); reads again four times as many until the next
    /// one could not be nearer than the page's last, or none is left in range. The index's order
    /// and the exact distance measured here can differ in the last bits: a micrometre is kept aside.
    package func nearest(_ query: NearestQuery) async throws -> [MeasuredListing] {
        guard query.limit > 0 else { return [] }
        let logger = lists.logger
        var fetch = query.limit + 16
        while true {
            let statement = PostgresStatements.Nearest(centre: query.centre, kilometres: query.kilometres, limit: fetch)
            let candidates = try await lists.withDriverConnection { connection in
                try await connection.execute(statement, logger: logger).reduce(into: []) { $0.append($1) }
            }
            var page = NearestPage(limit: query.limit)
            for candidate in candidates {
                let stored = candidate.stored
                guard let latitude = stored.latitude, let longitude = stored.longitude,
                    let point = Coordinates(latitude: latitude, longitude: longitude)
                else { continue }
                let distance = GreatCircle.kilometres(from: query.centre, to: point)
                guard distance < query.kilometres, page.mayTake(distance) else { continue }
                // A stale or over-long document: the report is read and rendered (rare).
                var report = ListedReport(stored: stored)
                if report == nil { report = try await renderedListing(id: stored.id) }
                guard let report else { continue }
                page.offer(report, at: distance, for: query)
            }
            guard candidates.count == fetch, let last = candidates.last else { return page.listings }
            let reached = UnitSphere.kilometres(chord: last.chord) - UnitSphere.margin
            if reached >= query.kilometres { return page.listings }
            if page.listings.count == query.limit, let worst = page.listings.last, reached > worst.distanceKilometres {
                return page.listings
            }
            fetch *= 4
        }
    }

    /// A listed report rendered from its row (from the lists' pool, as the page it goes into).
    private func renderedListing(id: String?) async throws -> ListedReport? {
        guard let id = id.flatMap(UUID.init(canonicalText:)) else { return nil }
        return try await Self.record(id: id, from: lists).flatMap(ListedReport.init)
    }

    /// By prepared statements on one connection of the lists' pool.
    package func matchCandidates(in window: CandidateWindow) async throws -> [MatchFacts] {
        let reads = MatchCandidateQueries.reads(for: window)
        let logger = lists.logger
        return try await lists.withDriverConnection { connection in
            var candidates: [MatchFacts] = []
            for read in reads {
                candidates += try await connection.matchCandidates(read, logger: logger)
            }
            return candidates
        }
    }

    package func listed(ids: [UUID]) async throws -> [AnnouncementRecord] {
        guard !ids.isEmpty else { return [] }
        let logger = lists.logger
        return try await lists.withDriverConnection { connection in
            try await connection.execute(PostgresStatements.ListedByID(ids: ids), logger: logger).reduce(into: []) {
                $0.append($1)
            }
        }
    }

    package func replacePhoto(
        of id: UUID, with file: String, at time: Date, whenListed: ListingHook
    ) async throws -> PhotoReplacement? {
        try await pool.transaction { database in
            // The listing document changes with the row, in the same statement.
            try await AnnouncementQueries.replacePhoto(
                of: id, with: file, at: time, dialect: .postgres, on: database, whenListed: whenListed,
                alsoSet: Self.documents.set)
        }
    }

    package func edit(
        id: UUID, _ change: @escaping @Sendable (AnnouncementRecord) throws -> AnnouncementRecord
    ) async throws -> AnnouncementRecord? {
        try await pool.transaction { database in
            try await AnnouncementQueries.edit(
                id: id, lock: EngineDialect.postgres.lockRowForUpdate, on: database, change: change,
                alsoSet: Self.documents.set)
        }
    }

    package func delete(id: UUID) async throws -> AnnouncementRecord? {
        try await pool.transaction { try await AnnouncementQueries.delete(id: id, on: $0) }
    }

    /// `VACUUM (ANALYZE)`: marks the new rows all-visible, so the nearby list is an index-only scan at
    /// once rather than after autovacuum gets to the table (which, on a freshly seeded million, ran
    /// during the first benchmark and cost it a third of its p99), and gives the planner statistics.
    package func settleAfterBulkLoad() async throws {
        try await pool.withConnection { database in
            try await database.raw("VACUUM (ANALYZE) \(unsafeRaw: AnnouncementColumn.table)").run()
        }
    }

    package func finishMigrations() async throws -> Int {
        try await Self.documents.renderEarlierFormats(on: pool)
    }

    /// Both the primary and, when the lists are read from one, the replica must answer.
    package func checkHealth() async throws {
        try await pool.withConnection(AnnouncementQueries.ping)
        if lists !== pool { try await lists.withConnection(AnnouncementQueries.ping) }
    }
}
