import Foundation
import PetSpotDomain
import SQLKit

/// The queries both engines run alike, on a connection or in a transaction the store opened. Each
/// store adds what its engine does its own way (SQLite's reads through its C interface, listing
/// documents and group commit; PostgreSQL's nearest-first scan).
package enum AnnouncementQueries {
    private typealias Column = AnnouncementColumn

    /// `INSERT` of `records` in `columns`, whose first values are `AnnouncementColumn.all`'s and the
    /// rest `extra(record)`.
    package static func insert(
        _ records: some Collection<AnnouncementRecord>, extraColumns: [String] = [],
        extra: (AnnouncementRecord) -> [any Encodable & Sendable] = { _ in [] }
    ) -> SQLQueryString {
        SQLQueryString.insert(
            into: Column.table, columns: Column.all + extraColumns, rows: records.map { $0.columnValues + extra($0) })
    }

    /// Inserts `records` in batches of 400 (up to 28 binds a row: well under both engines' limit on
    /// binds per statement, 32,766 and 65,535), all in `database`'s transaction.
    package static func insertAll(
        _ records: [AnnouncementRecord], on database: any SQLDatabase, extraColumns: [String] = [],
        extra: (AnnouncementRecord) -> [any Encodable & Sendable] = { _ in [] }
    ) async throws {
        for start in stride(from: 0, to: records.count, by: 400) {
            try await database.raw(
                insert(records[start..<min(start + 400, records.count)], extraColumns: extraColumns, extra: extra)
            ).run()
        }
    }

    package static func find(id: UUID, on database: any SQLDatabase) async throws -> AnnouncementRecord? {
        try await first(
            "SELECT \(unsafeRaw: Column.allList) FROM \(unsafeRaw: Column.table) WHERE id = \(bind: id.canonicalText)",
            on: database)
    }

    package static func find(
        idempotencyKeyHash keyHash: String, on database: any SQLDatabase
    ) async throws -> AnnouncementRecord? {
        try await first(
            "SELECT \(unsafeRaw: Column.allList) FROM \(unsafeRaw: Column.table) WHERE idempotency_key_hash = \(bind: keyHash)",
            on: database)
    }

    /// Which of `files` a report holds as its photo.
    package static func photosInUse(among files: [String], on database: any SQLDatabase) async throws -> Set<String> {
        guard !files.isEmpty else { return [] }
        let rows = try await database.select().column("photo_file").from(AnnouncementColumn.table)
            .where("photo_file", .in, files).all(decodingColumn: "photo_file", as: String.self)
        return Set(rows)
    }

    package static func secret(named name: String, on database: any SQLDatabase) async throws -> String {
        guard
            let value = try await database.select().column("value").from("server_secrets").where("name", .equal, name)
                .first(decodingColumn: "value", as: String.self)
        else { throw StoreError.missingSecret(name) }
        return value
    }

    /// The column a newest-first listing is ordered by: creation, or resolution for resolved reports.
    package static func newestOrder(_ filter: ListingFilter) -> AnnouncementColumn {
        filter.resolution == nil ? .createdAt : .resolvedAt
    }

    /// Listed reports as they stand at `now`, newest first, strictly after `cursor`.
    package static func newest(
        matching filter: ListingFilter, after cursor: NewestPosition?, limit: Int, at now: Date,
        on database: any SQLDatabase
    ) async throws -> [AnnouncementRecord] {
        var query = database.select().columns(Column.listed.map { SQLIdentifier($0) }).from(Column.table)
            .where(AnnouncementColumn.photoFile.name, .isNot, SQLLiteral.null)
        if let status = filter.status { query = query.where(Column.status.name, .equal, status.rawValue) }
        if let species = filter.species { query = query.where(Column.species.name, .equal, species.rawValue) }
        // As `ListingFilter.admits`: the resolution asked for, or open and unexpired.
        if let resolution = filter.resolution {
            query = query.where(Column.resolution.name, .equal, resolution.rawValue)
        } else {
            query = query.where(Column.resolution.name, .is, SQLLiteral.null)
                .where(Column.expiresAt.name, .greaterThan, Timestamp.milliseconds(now))
        }
        let order = newestOrder(filter).name
        if let cursor {
            let id = Column.id.name
            query = query.where(group: { group in
                group.where(order, .lessThan, cursor.milliseconds)
                    .orWhere(group: { $0.where(order, .equal, cursor.milliseconds).where(id, .lessThan, cursor.id) })
            })
        }
        return
            try await query
            .orderBy(order, .descending).orderBy(Column.id.name, .descending)
            .limit(limit)
            .all()
            .map { try AnnouncementRecord(row: SQLKitAnnouncementRow(row: $0), secrets: false) }
    }

    /// How many listed reports `resolution` ended.
    package static func count(resolution: Resolution, on database: any SQLDatabase) async throws -> Int {
        try await database.select().column(SQLFunction("count", args: SQLLiteral.all), as: "count").from(Column.table)
            .where(Column.photoFile.name, .isNot, SQLLiteral.null).where(
                Column.resolution.name, .equal, resolution.rawValue
            )
            .first(decodingColumn: "count", as: Int.self) ?? 0
    }

    /// What each listed REUNITED report tells the totals (`ReunionStatistics`), of `species` when
    /// given, resolved on or after `since` when given: a few columns of each, no text.
    package static func reunions(
        species: Species?, since: Date?, on database: any SQLDatabase
    ) async throws -> [Reunion] {
        let columns: [Column] = [
            .species, .field(.reunitedHow), .field(.lastSeenDate), .resolvedAt, .field(.locationLatitude),
            .field(.locationLongitude), .field(.reunitedLatitude), .field(.reunitedLongitude),
        ]
        var query = database.select().columns(columns.map { SQLColumn($0.name) }).from(Column.table)
            .where(Column.photoFile.name, .isNot, SQLLiteral.null)
            .where(Column.resolution.name, .equal, Resolution.reunited.rawValue)
        if let species { query = query.where(Column.species.name, .equal, species.rawValue) }
        if let since { query = query.where(Column.resolvedAt.name, .greaterThanOrEqual, Timestamp.milliseconds(since)) }
        return try await query.all().map { row in
            let row = SQLKitAnnouncementRow(row: row)
            guard let species = try row.text(.species).flatMap(Species.init(rawValue:)),
                let lastSeen = try row.text(.field(.lastSeenDate)).flatMap(CalendarDate.init(iso:)),
                let resolvedAt = try row.integer(.resolvedAt).map(Timestamp.date(milliseconds:))
            else { throw CreateAnnouncementRequest.UnreadableField(field: .species) }
            func point(_ latitude: Column, _ longitude: Column) throws -> Coordinates? {
                guard let latitude = try row.real(latitude), let longitude = try row.real(longitude) else { return nil }
                return Coordinates(latitude: latitude, longitude: longitude)
            }
            return Reunion(
                species: species, how: try row.text(.field(.reunitedHow)).flatMap(ReunitedHow.init(rawValue:)),
                lastSeenDate: lastSeen, resolvedAt: resolvedAt,
                place: try point(.field(.locationLatitude), .field(.locationLongitude)),
                foundAt: try point(.field(.reunitedLatitude), .field(.reunitedLongitude)))
        }
    }

    /// In `database`'s transaction: sets the photo and `updatedAt`, with whatever else `alsoSet` adds
    /// for the changed record to the same `UPDATE`; `nil` when the report does not exist. `lock`
    /// follows the read, as for `edit`: what `alsoSet` renders from the record (its listing
    /// document) must be rendered from the row as committed, never from a read that an edit
    /// committed between this read and this write has made stale (a PRIVATE contact would be
    /// listed with its email).
    package static func replacePhoto(
        of id: UUID, with file: String, at time: Date, dialect: EngineDialect, on database: any SQLDatabase,
        whenListed: ListingHook,
        alsoSet: (AnnouncementRecord, SQLUpdateBuilder) -> SQLUpdateBuilder = { $1 }
    ) async throws -> PhotoReplacement? {
        let read: SQLQueryString =
            "SELECT \(unsafeRaw: Column.listedList) FROM \(unsafeRaw: Column.table) WHERE id = \(bind: id.canonicalText)\(unsafeRaw: dialect.lockRowForUpdate)"
        guard let row = try await database.raw(read).first() else { return nil }
        var record = try AnnouncementRecord(row: SQLKitAnnouncementRow(row: row), secrets: false)
        let previous = record.photoFile
        record.photoFile = file
        record.updatedAt = time
        let update = database.update(Column.table)
            .set(Column.photoFile.name, to: file)
            .set(Column.updatedAt.name, to: Timestamp.milliseconds(time))
        try await alsoSet(record, update).where(Column.id.name, .equal, id.canonicalText).run()
        // Its first photo lists the report: what must follow a listing (the alerts' fan-out) is queued in the same transaction.
        let queued = previous == nil ? try await whenListed(record, time, database) : false
        return PhotoReplacement(previousFile: previous, queuedOnListing: queued)
    }

    /// What an owner's change writes: the fields, the resolution, the times and the language (not the photo, id or secrets).
    private static let editable =
        CreateAnnouncementRequest.Field.allCases.map(Column.field) + [
            .updatedAt, .resolution, .resolvedAt, .expiresAt, .language,
        ]

    /// In `database`'s transaction: what an owner may change of the report replaced by what `change`
    /// makes of it (a throw writes nothing); `nil` when it does not exist. `lock` follows the read
    /// (PostgreSQL: `FOR UPDATE`, so two edits at once apply one after the other).
    package static func edit(
        id: UUID, lock: String = "", on database: any SQLDatabase,
        change: (AnnouncementRecord) throws -> AnnouncementRecord,
        alsoSet: (AnnouncementRecord, SQLUpdateBuilder) -> SQLUpdateBuilder = { $1 }
    ) async throws -> AnnouncementRecord? {
        let read: SQLQueryString =
            "SELECT \(unsafeRaw: Column.listedList) FROM \(unsafeRaw: Column.table) WHERE id = \(bind: id.canonicalText)\(unsafeRaw: lock)"
        guard let row = try await database.raw(read).first() else { return nil }
        let record = try change(try AnnouncementRecord(row: SQLKitAnnouncementRow(row: row), secrets: false))
        let values = record.columnValues
        let update = database.update(Column.table)
        for column in editable {
            update.set(column.name, to: values[Int(column.position)])
        }
        try await alsoSet(record, update).where(Column.id.name, .equal, id.canonicalText).run()
        return record
    }

    /// In `database`'s transaction: removes the report and returns it, or `nil` when it did not exist.
    package static func delete(id: UUID, on database: any SQLDatabase) async throws -> AnnouncementRecord? {
        guard let record = try await find(id: id, on: database) else { return nil }
        try await database.delete(from: Column.table).where(Column.id.name, .equal, id.canonicalText).run()
        return record
    }

    /// A real query on the reports' table: a database that answers `SELECT 1` may still have lost
    /// its tables, or be unable to read them.
    package static func ping(_ database: any SQLDatabase) async throws {
        try await database.execute(sql: SQLRaw("SELECT id FROM \(AnnouncementColumn.table) LIMIT 1")) { _ in }
    }

    private static func first(_ sql: SQLQueryString, on database: any SQLDatabase) async throws -> AnnouncementRecord? {
        try await database.raw(sql).first().map {
            try AnnouncementRecord(row: SQLKitAnnouncementRow(row: $0), secrets: true)
        }
    }
}

/// A stored row that no longer reads as a report (edited by hand, or a bug): a 500, never a guess.
package enum StoreError: Error, CustomStringConvertible {
    case unreadableRow(column: String)
    case missingSecret(String)

    package var description: String {
        switch self {
        case .unreadableRow(let column): "A stored announcement has an unreadable \(column)"
        case .missingSecret(let name): "The server secret '\(name)' is missing: run `petspot migrate`"
        }
    }
}
