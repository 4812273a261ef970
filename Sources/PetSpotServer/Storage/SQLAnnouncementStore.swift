import Foundation
import PetSpotDomain
import SQLKit

/// The one `AnnouncementStore`: the same queries on SQLite and PostgreSQL through SQLKit, except the
/// nearby query: SQLite's is answered from the listed reports in memory (`ListingMirror`),
/// PostgreSQL's by its GiST index.
///
/// The hot queries (read, nearby, create) are SQL text written once, with bound values: building
/// them with SQLKit's query builders cost a quarter of a read's time in escaping identifiers. On
/// SQLite, read and nearby go through its C interface with statements kept prepared (`SQLiteReaders`).
public struct SQLAnnouncementStore: AnnouncementStore {
    let pool: any SQLConnectionPool
    /// A PostgreSQL read replica the lists (nearby, newest) are read from, if one is configured.
    /// Everything else (a report by id, the owner's checks, every write) uses `pool`, so a report is
    /// found right after it is created, however far the replica lags.
    private let replica: (any SQLConnectionPool)?
    private var listings: any SQLConnectionPool { replica ?? pool }
    /// SQLite's hot reads go through its C interface (see `SQLiteReaders`); `nil` on PostgreSQL.
    private let readers: SQLiteReaders?
    /// SQLite's listed reports in memory, for the nearby list; `nil` on PostgreSQL.
    private let mirror: ListingMirror?
    /// SQLite keeps each listed report's `ListingDocument` (migration 6). PostgreSQL does not: its
    /// nearby query reads the rows from the heap, where a document would only make every row larger.
    private let keepsDocuments: Bool

    public init(pool: any SQLConnectionPool, listingPool: (any SQLConnectionPool)? = nil) {
        self.pool = pool
        self.replica = listingPool
        self.readers = (pool as? SQLiteConnectionPools)?.readers
        self.mirror = (pool as? SQLiteConnectionPools)?.listings
        self.keepsDocuments = readers != nil
    }

    public func insert(_ record: AnnouncementRecord) async throws {
        try await pool.insert(into: Column.table, columns: storedColumns, values: Self.values(record, documents: keepsDocuments))
    }

    /// Inserts many records in one transaction, a few hundred per statement (bulk loading).
    public func insertAll(_ records: [AnnouncementRecord]) async throws {
        let columns = storedColumns, documents = keepsDocuments
        try await pool.transaction { database in
            // Up to 24 binds a row: 400 rows stay well under both engines' limit on binds per statement (32,766 and 65,535).
            for start in stride(from: 0, to: records.count, by: 400) {
                let rows = records[start..<min(start + 400, records.count)].map { Self.values($0, documents: documents) }
                try await database.raw(SQLQueryString.insert(into: Column.table, columns: columns, rows: rows)).run()
            }
        }
    }

    public func find(id: UUID) async throws -> AnnouncementRecord? {
        if let readers {
            return try await readers.read { connection in
                try connection.withStatement(Self.findByIDSQL) { statement in
                    try statement.bind(Self.key(id), at: 1)
                    return try statement.nextAnnouncement(secrets: true)
                }
            }
        }
        let sql: SQLQueryString = "SELECT \(unsafeRaw: Column.allList) FROM \(unsafeRaw: Column.table) WHERE id = \(bind: Self.key(id))"
        return try await pool.withConnection { database in
            try await database.raw(sql).first().map { try AnnouncementRecord(row: SQLKitAnnouncementRow(row: $0), secrets: true) }
        }
    }

    public func find(idempotencyKeyHash keyHash: String) async throws -> AnnouncementRecord? {
        let sql: SQLQueryString = "SELECT \(unsafeRaw: Column.allList) FROM \(unsafeRaw: Column.table) WHERE idempotency_key_hash = \(bind: keyHash)"
        return try await pool.withConnection { database in
            try await database.raw(sql).first().map { try AnnouncementRecord(row: SQLKitAnnouncementRow(row: $0), secrets: true) }
        }
    }

    public func secret(named name: String) async throws -> String {
        try await pool.withConnection { database in
            guard let value = try await database.select().column("value").from("server_secrets").where("name", .equal, name)
                .first(decodingColumn: "value", as: String.self) else { throw StoreError.missingSecret(name) }
            return value
        }
    }

    public func newest(matching filter: ListingFilter, after cursor: NewestPosition?, limit: Int) async throws -> [AnnouncementRecord] {
        try await listings.withConnection { database in
            var query = database.select().columns(Column.listed.map { SQLIdentifier($0) }).from(Column.table)
                .where(Column.photoFile.name, .isNot, SQLLiteral.null)
            query = Self.apply(filter, to: query)
            if let cursor {
                let createdAt = Column.createdAt.name, id = Column.id.name
                query = query.where(group: { group in
                    group.where(createdAt, .lessThan, cursor.createdAtMilliseconds)
                        .orWhere(group: { $0.where(createdAt, .equal, cursor.createdAtMilliseconds).where(id, .lessThan, cursor.id) })
                })
            }
            return try await query
                .orderBy(Column.createdAt.name, .descending).orderBy(Column.id.name, .descending)
                .limit(limit)
                .all()
                .map { try AnnouncementRecord(row: SQLKitAnnouncementRow(row: $0), secrets: false) }
        }
    }

    public func nearest(_ query: NearestQuery) async throws -> [MeasuredListing] {
        if let readers, let mirror {
            // SQLite: the reports in memory are measured, once the changes committed since they were
            // last brought up to date are applied.
            return try await readers.read { try mirror.nearest(query, on: $0) }
        }
        // PostgreSQL: the partial GiST index on point(longitude, latitude) answers each box with whole rows.
        let statements = BoundingBox.covering(query.centre, kilometres: query.kilometres).map { box -> SQLQueryString in
            var sql: SQLQueryString = """
                SELECT \(unsafeRaw: Column.listedList) FROM \(unsafeRaw: Column.table) \
                WHERE \(unsafeRaw: Column.isListed()) AND point(longitude, latitude) <@ box(point(\(bind: box.minimumLongitude), \(bind: box.minimumLatitude)), \
                point(\(bind: box.maximumLongitude), \(bind: box.maximumLatitude)))
                """
            if let status = query.filter.status { sql.appendLiteral(" AND status = "); sql.appendInterpolation(bind: status.rawValue) }
            if let species = query.filter.species { sql.appendLiteral(" AND species = "); sql.appendInterpolation(bind: species.rawValue) }
            return sql
        }
        let records = try await listings.withConnection { database in
            // Boxes split at the antimeridian never overlap, but a report on their edge could be in two.
            var found: [String: AnnouncementRecord] = [:]
            for statement in statements {
                for row in try await database.raw(statement).all() {
                    let record = try AnnouncementRecord(row: SQLKitAnnouncementRow(row: row), secrets: false)
                    found[record.wireID] = record
                }
            }
            return found.values
        }
        var page = NearestPage(limit: query.limit)
        for record in records {
            // Only a report that can still make the page is rendered as a listing.
            guard let point = record.coordinates else { continue }
            let distance = GreatCircle.kilometres(from: query.centre, to: point)
            guard distance < query.kilometres, page.mayTake(distance), let report = ListedReport(record) else { continue }
            page.offer(report, at: distance, for: query)
        }
        return page.listings
    }

    /// SQLite: brings the listed reports in memory up to date now (loading them all the first time),
    /// so the first nearby request does not wait for it; returns how many there are. `nil` on PostgreSQL.
    public func prepareNearbyListings() async throws -> Int? {
        guard let readers, let mirror else { return nil }
        return try await readers.read { try mirror.count(on: $0) }
    }

    private static let findByIDSQL = "SELECT \(Column.allList) FROM \(Column.table) WHERE id = ?1"

    public func replacePhoto(of id: UUID, with file: String, at time: Date) async throws -> PhotoReplacement? {
        try await pool.transaction { database in
            let read: SQLQueryString = "SELECT \(unsafeRaw: Column.listedList) FROM \(unsafeRaw: Column.table) WHERE id = \(bind: Self.key(id))"
            guard let row = try await database.raw(read).first() else { return nil }
            var record = try AnnouncementRecord(row: SQLKitAnnouncementRow(row: row), secrets: false)
            let previous = record.photoFile
            record.photoFile = file
            record.updatedAt = time
            let update = database.update(Column.table)
                .set(Column.photoFile.name, to: file)
                .set(Column.updatedAt.name, to: Timestamp.milliseconds(time))
            // The listing document changes with the row, in the same statement.
            try await setDocument(of: record, on: update).where(Column.id.name, .equal, Self.key(id)).run()
            return PhotoReplacement(previousFile: previous)
        }
    }

    /// Once per `ListingDocument.format`: after migration 6 or a change of the format, renders every
    /// stale listing document (`renderStaleListings`) and records the format; returns how many.
    public func renderListingsOfEarlierFormats() async throws -> Int {
        guard keepsDocuments else { return 0 }
        let name = "listing_documents"
        let recorded = try await pool.withConnection { database in
            try await database.select().column("version").from("stored_formats").where("name", .equal, name)
                .first(decodingColumn: "version", as: Int64.self)
        }
        guard recorded != ListingDocument.format else { return 0 }
        let rendered = try await renderStaleListings()
        try await pool.withConnection { database in
            try await database.insert(into: "stored_formats").columns("name", "version").values(SQLBind(name), SQLBind(ListingDocument.format))
                .onConflict(with: ["name"]) { $0.set(excludedValueOf: "version") }.run()
        }
        return rendered
    }

    /// Renders the listing document of every listed report whose stored one is missing or stale, a
    /// batch per transaction; returns how many. Until then the nearby list renders those reports as it
    /// reads them (a stale document is never shown), so this only restores speed.
    @discardableResult
    public func renderStaleListings(batchSize: Int = 2000) async throws -> Int {
        guard keepsDocuments else { return 0 }
        let stale = """
            \(Column.isListed()) AND (listing_format IS NULL \
            OR listing_format <> \(ListingDocument.format) OR listing_rendered_for IS NULL OR listing_rendered_for <> updated_at)
            """
        var rendered = 0
        var afterSeq: Int64 = 0
        while true {
            let after = afterSeq
            let batch: (count: Int, lastSeq: Int64?) = try await pool.transaction { database in
                let read: SQLQueryString = """
                    SELECT seq, \(unsafeRaw: Column.listedList) FROM \(unsafeRaw: Column.table) \
                    WHERE seq > \(bind: after) AND \(unsafeRaw: stale) ORDER BY seq LIMIT \(bind: batchSize)
                    """
                let rows = try await database.raw(read).all()
                for row in rows {
                    let record = try AnnouncementRecord(row: SQLKitAnnouncementRow(row: row), secrets: false)
                    // Only the version it was rendered from: a change since then has written its own.
                    try await setDocument(of: record, on: database.update(Column.table)).where(Column.id.name, .equal, record.wireID)
                        .where(Column.updatedAt.name, .equal, Timestamp.milliseconds(record.updatedAt)).run()
                }
                return (rows.count, try rows.last?.decode(column: "seq", as: Int64.self))
            }
            rendered += batch.count
            guard batch.count == batchSize, let lastSeq = batch.lastSeq else { return rendered }
            afterSeq = lastSeq
        }
    }

    public func delete(id: UUID) async throws -> AnnouncementRecord? {
        try await pool.transaction { database in
            guard let row = try await database.select().columns(Column.all.map { SQLIdentifier($0) }).from(Column.table)
                .where(Column.id.name, .equal, Self.key(id)).first() else { return nil }
            try await database.delete(from: Column.table).where(Column.id.name, .equal, Self.key(id)).run()
            return try AnnouncementRecord(row: SQLKitAnnouncementRow(row: row), secrets: true)
        }
    }

    /// Both the primary and, when the lists are read from one, the replica must answer.
    public func checkHealth() async throws {
        for database in [pool] + (replica.map { [$0] } ?? []) {
            try await database.withConnection { try await $0.execute(sql: SQLRaw("SELECT 1")) { _ in } }
        }
    }

    // MARK: Mapping

    private typealias Column = AnnouncementColumn

    /// Ids are stored in their canonical lower-case text form, the same on both engines.
    private static func key(_ id: UUID) -> String {
        id.canonicalText
    }

    private static func apply<Builder: SQLPredicateBuilder>(_ filter: ListingFilter, to query: Builder) -> Builder {
        var query = query
        if let status = filter.status {
            query = query.where(Column.status.name, .equal, status.rawValue)
        }
        if let species = filter.species {
            query = query.where(Column.species.name, .equal, species.rawValue)
        }
        return query
    }

    /// What a report is stored as: its columns, then (SQLite) its listing document's.
    private var storedColumns: [String] { keepsDocuments ? Self.columnsWithDocument : Column.all }
    private static let columnsWithDocument = Column.all + ListedReportColumn.document.map(\.name)

    /// Adds `record`'s listing document to `update` where documents are kept (SQLite).
    private func setDocument(of record: AnnouncementRecord, on update: SQLUpdateBuilder) -> SQLUpdateBuilder {
        guard keepsDocuments else { return update }
        for (column, value) in zip(ListedReportColumn.document, ListedReportColumn.documentValues(record)) {
            update.set(column.name, to: value)
        }
        return update
    }

    /// The record's values in `storedColumns`' order.
    static func values(_ record: AnnouncementRecord, documents: Bool) -> [any Encodable & Sendable] {
        let content = record.content
        return [
            record.wireID, content.status.rawValue, content.species.rawValue, content.sex.rawValue, content.lastSeenDate.iso,
            content.locationLatitude, content.locationLongitude, content.petName, content.breed, content.age,
            content.description, content.microchipNumber, content.email, content.phone, content.reward,
            record.photoFile, Timestamp.milliseconds(record.createdAt), Timestamp.milliseconds(record.updatedAt),
            record.passwordHash, record.idempotency?.keyHash, record.idempotency?.requestFingerprint,
        ] + (documents ? ListedReportColumn.documentValues(record) : [])
    }
}

/// A stored row that no longer reads as a report (edited by hand, or a bug): a 500, never a guess.
enum StoreError: Error, CustomStringConvertible {
    case unreadableRow(column: String)
    case missingSecret(String)

    var description: String {
        switch self {
        case .unreadableRow(let column): "A stored announcement has an unreadable \(column)"
        case .missingSecret(let name): "The server secret '\(name)' is missing: run `petspot migrate`"
        }
    }
}
