import Foundation
import PetSpotDomain
import PetSpotMatching
import SQLKit

/// Reports in an SQLite file. Besides the queries both engines share (`AnnouncementQueries`), it owns
/// what makes SQLite fast for a server:
/// - the read by id on reader threads through SQLite's C interface, statements kept prepared (`SQLiteReaders`);
/// - the nearby list answered from the listed reports in memory, kept in step with the file (`ListingMirror`);
/// - each listed report's JSON stored with it (`ListingDocument`), so the memory loads without rendering;
/// - creates that share one commit (`GroupCommit`): one writer, one fsync for concurrent rows.
package final class SQLiteAnnouncementStore: AnnouncementStore {
    package let database: SQLiteDatabase
    private let mirror = ListingMirror()
    /// Concurrent creates share a statement and a commit.
    package let groupCommit: GroupCommit

    package init(database: SQLiteDatabase) {
        self.database = database
        self.groupCommit = GroupCommit(
            writer: database.writer, table: AnnouncementColumn.table, columns: Self.storedColumns)
    }

    /// A report is stored as its columns, then its listing document's.
    private static let storedColumns = AnnouncementColumn.all + ListedReportColumn.documentNames
    /// Every document is kept: nothing limits a row's size.
    package static let documents = ListingDocuments(maximumBytes: nil)

    package func insert(_ record: AnnouncementRecord) async throws {
        try await groupCommit.insert(record.columnValues + Self.documents.values(record))
    }

    package func insertAll(_ records: [AnnouncementRecord]) async throws {
        try await database.transaction { database in
            try await AnnouncementQueries.insertAll(
                records, on: database, extraColumns: ListedReportColumn.documentNames,
                extra: Self.documents.values)
        }
    }

    package func find(id: UUID) async throws -> AnnouncementRecord? {
        try await database.readers.read { connection in
            try connection.withStatement(Self.findByIDSQL) { statement in
                try statement.bind(id.canonicalText, at: 1)
                return try statement.nextAnnouncement(secrets: true)
            }
        }
    }

    /// One visit to a reader thread, one snapshot: the report, then its latest sightings.
    package func findWithLatestSightings(
        id: UUID, limit: Int
    ) async throws -> (record: AnnouncementRecord, sightings: [Sighting])? {
        try await database.readers.read { connection in
            let found = try connection.withStatement(Self.findByIDSQL) { statement in
                try statement.bind(id.canonicalText, at: 1)
                return try statement.nextAnnouncement(secrets: true)
            }
            guard let record = found else { return nil }
            let sightings = try connection.withStatement(SightingRows.latestSightingsSQL) { statement in
                try statement.bind(record.wireID, at: 1)
                try statement.bind(Int64(limit), at: 2)
                var sightings: [Sighting] = []
                while let sighting = try statement.nextSighting() { sightings.append(sighting) }
                return sightings
            }
            return (record, sightings)
        }
    }

    private static let findByIDSQL =
        "SELECT \(AnnouncementColumn.allList) FROM \(AnnouncementColumn.table) WHERE id = ?1"

    package func find(idempotencyKeyHash keyHash: String) async throws -> AnnouncementRecord? {
        try await database.withConnection { try await AnnouncementQueries.find(idempotencyKeyHash: keyHash, on: $0) }
    }

    package func secret(named name: String) async throws -> String {
        try await database.withConnection { try await AnnouncementQueries.secret(named: name, on: $0) }
    }

    package func newest(
        matching filter: ListingFilter, after cursor: NewestPosition?, limit: Int, at now: Date
    ) async throws -> [AnnouncementRecord] {
        try await database.withConnection {
            try await AnnouncementQueries.newest(matching: filter, after: cursor, limit: limit, at: now, on: $0)
        }
    }

    package func count(resolution: Resolution) async throws -> Int {
        try await database.withConnection { try await AnnouncementQueries.count(resolution: resolution, on: $0) }
    }

    package func reunions(species: Species?, since: Date?) async throws -> [Reunion] {
        try await database.withConnection {
            try await AnnouncementQueries.reunions(species: species, since: since, on: $0)
        }
    }

    /// From memory, once the changes committed since it was last brought up to date are applied.
    package func nearest(_ query: NearestQuery) async throws -> [MeasuredListing] {
        let mirror = self.mirror
        return try await database.readers.read { try mirror.nearest(query, on: $0) }
    }

    /// On a mapped reader's thread through SQLite's C interface, every read in one snapshot.
    package func matchCandidates(in window: CandidateWindow) async throws -> [MatchFacts] {
        let reads = MatchCandidateQueries.reads(for: window)
        return try await database.mappedReaders.read { connection in
            var candidates: [MatchFacts] = []
            for read in reads {
                try connection.withStatement(Self.matchCandidateSQL(read.kind)) { statement in
                    for (index, value) in read.values.enumerated() { try statement.bind(value, at: Int32(index + 1)) }
                    while try statement.step() {
                        let facts = try MatchFacts(row: statement)
                        if read.keeps(facts) { candidates.append(facts) }
                    }
                }
            }
            return candidates
        }
    }

    // SQLite's indexes hold no other columns: the nearest are chosen in the index, then read by key.
    private static let microchipCandidatesSQL = MatchCandidateQueries.sql(
        .microchip, placeholder: { "?\($0)" }, coveringIndex: false)
    private static let placeCandidatesSQL = MatchCandidateQueries.sql(
        .place, placeholder: { "?\($0)" }, coveringIndex: false)

    /// Each read's statement, spelled once (statements are kept prepared by their text).
    private static func matchCandidateSQL(_ kind: MatchCandidateQueries.Kind) -> String {
        switch kind {
        case .microchip: microchipCandidatesSQL
        case .place: placeCandidatesSQL
        }
    }

    /// A read by id for each, on a mapped reader: the matches shown are candidates whose rows it just read.
    package func listed(ids: [UUID]) async throws -> [AnnouncementRecord] {
        guard !ids.isEmpty else { return [] }
        return try await database.mappedReaders.read { connection in
            try connection.withStatement(Self.listedByIDSQL) { statement in
                try ids.compactMap { id in
                    try statement.bind(id.canonicalText, at: 1)
                    defer { statement.reset() }
                    return try statement.nextAnnouncement(secrets: false)
                }
            }
        }
    }

    private static let listedByIDSQL =
        "SELECT \(AnnouncementColumn.listedList) FROM \(AnnouncementColumn.table) WHERE id = ?1 AND photo_file IS NOT NULL"

    package func replacePhoto(
        of id: UUID, with file: String, at time: Date, whenListed: ListingHook
    ) async throws -> PhotoReplacement? {
        try await database.transaction { database in
            // The listing document changes with the row, in the same statement.
            try await AnnouncementQueries.replacePhoto(
                of: id, with: file, at: time, dialect: .sqlite, on: database, whenListed: whenListed,
                alsoSet: Self.documents.set)
        }
    }

    package func edit(
        id: UUID, _ change: @escaping @Sendable (AnnouncementRecord) throws -> AnnouncementRecord
    ) async throws -> AnnouncementRecord? {
        // SQLite writes one transaction at a time: the read and the write see no edit between them.
        try await database.transaction { database in
            try await AnnouncementQueries.edit(id: id, on: database, change: change, alsoSet: Self.documents.set)
        }
    }

    package func delete(id: UUID) async throws -> AnnouncementRecord? {
        try await database.transaction { try await AnnouncementQueries.delete(id: id, on: $0) }
    }

    package func checkHealth() async throws {
        if let problem = database.file.problem { throw HealthProblem(problem) }
        try await database.withConnection(AnnouncementQueries.ping)
    }

    package func finishMigrations() async throws -> Int {
        try await Self.documents.renderEarlierFormats(on: database)
    }

    package func warmUp() async throws -> Int? {
        let mirror = self.mirror
        return try await database.readers.read { try mirror.count(on: $0) }
    }
}
