import Foundation
import PetSpotDomain
import SQLKit

/// The one `AnnouncementStore`, on SQLKit: the same queries on SQLite and PostgreSQL, except the
/// nearby predicate, which asks each engine's spatial index (R*Tree, GiST) in its own words.
///
/// The hot queries (read, nearby, create) are SQL text written once, with bound values: building
/// them with SQLKit's query builders cost a quarter of a read's time in escaping identifiers.
public struct SQLAnnouncementStore: AnnouncementStore {
    let pool: any SQLConnectionPool

    public init(pool: any SQLConnectionPool) {
        self.pool = pool
    }

    public func insert(_ record: AnnouncementRecord) async throws {
        try await pool.insert(into: Table.name, columns: Column.all, values: Self.values(record))
    }

    /// Inserts many records in one transaction, a few hundred per statement (bulk loading).
    public func insertAll(_ records: [AnnouncementRecord]) async throws {
        try await pool.transaction { database in
            // 21 binds a row: 400 rows stay under both engines' limit on binds per statement.
            for start in stride(from: 0, to: records.count, by: 400) {
                let rows = records[start..<min(start + 400, records.count)].map(Self.values)
                try await database.raw(SQLQueryString.insert(into: Table.name, columns: Column.all, rows: rows)).run()
            }
        }
    }

    public func find(id: UUID) async throws -> AnnouncementRecord? {
        let sql: SQLQueryString = "SELECT \(unsafeRaw: Self.columnList) FROM \(unsafeRaw: Table.name) WHERE id = \(bind: Self.key(id))"
        return try await pool.withConnection { database in try await database.raw(sql).first().map { try Self.record(from: $0) } }
    }

    public func find(idempotencyKeyHash keyHash: String) async throws -> AnnouncementRecord? {
        let sql: SQLQueryString = "SELECT \(unsafeRaw: Self.columnList) FROM \(unsafeRaw: Table.name) WHERE idempotency_key_hash = \(bind: keyHash)"
        return try await pool.withConnection { database in try await database.raw(sql).first().map { try Self.record(from: $0) } }
    }

    public func secret(named name: String) async throws -> String {
        try await pool.withConnection { database in
            guard let value = try await database.select().column("value").from("server_secrets").where("name", .equal, name)
                .first(decodingColumn: "value", as: String.self) else { throw StoreError.missingSecret(name) }
            return value
        }
    }

    public func newest(matching filter: ListingFilter, after cursor: NewestPosition?, limit: Int) async throws -> [AnnouncementRecord] {
        try await pool.withConnection { database in
            var query = database.select().columns(Column.listed.map { SQLIdentifier($0) }).from(Table.name)
                .where(Column.photoFile, .isNot, SQLLiteral.null)
            query = Self.apply(filter, to: query, table: nil)
            if let cursor {
                query = query.where(group: { group in
                    group.where(Column.createdAt, .lessThan, cursor.createdAtMilliseconds)
                        .orWhere(group: { $0.where(Column.createdAt, .equal, cursor.createdAtMilliseconds).where(Column.id, .lessThan, cursor.id) })
                })
            }
            return try await query
                .orderBy(Column.createdAt, .descending).orderBy(Column.id, .descending)
                .limit(limit)
                .all()
                .map { try Self.record(from: $0, secrets: false) }
        }
    }

    public func located(in boxes: [BoundingBox], matching filter: ListingFilter) async throws -> [AnnouncementRecord] {
        let queries = boxes.map { Self.locatedQuery($0, filter, engine: pool.engine) }
        return try await pool.withConnection { database in
            if queries.count == 1 { return try await database.raw(queries[0]).all().map { try Self.record(from: $0, secrets: false) } }
            // Boxes split at the antimeridian or a pole never overlap, but a report on their edge could be in two.
            var found: [UUID: AnnouncementRecord] = [:]
            for query in queries {
                for row in try await database.raw(query).all() {
                    let record = try Self.record(from: row, secrets: false)
                    found[record.id] = record
                }
            }
            return Array(found.values)
        }
    }

    /// Listed reports in one box, through the engine's spatial index.
    private static func locatedQuery(_ box: BoundingBox, _ filter: ListingFilter, engine: DatabaseEngine) -> SQLQueryString {
        var sql: SQLQueryString
        let table: String
        switch engine {
        case .sqlite:
            // The R*Tree yields the rows inside the box; the join fetches them by rowid.
            table = "a."
            sql = """
                SELECT \(unsafeRaw: qualifiedListedColumnList) FROM announcement_locations l JOIN \(unsafeRaw: Table.name) a ON a.seq = l.seq \
                WHERE l.min_latitude >= \(bind: box.minimumLatitude) AND l.max_latitude <= \(bind: box.maximumLatitude) \
                AND l.min_longitude >= \(bind: box.minimumLongitude) AND l.max_longitude <= \(bind: box.maximumLongitude) \
                AND a.photo_file IS NOT NULL
                """
        case .postgres:
            // The partial GiST index on point(longitude, latitude) answers the containment.
            table = ""
            sql = """
                SELECT \(unsafeRaw: listedColumnList) FROM \(unsafeRaw: Table.name) \
                WHERE photo_file IS NOT NULL AND latitude IS NOT NULL AND longitude IS NOT NULL \
                AND point(longitude, latitude) <@ box(point(\(bind: box.minimumLongitude), \(bind: box.minimumLatitude)), \
                point(\(bind: box.maximumLongitude), \(bind: box.maximumLatitude)))
                """
        }
        if let status = filter.status { sql.appendLiteral(" AND \(table)status = "); sql.appendInterpolation(bind: status.rawValue) }
        if let species = filter.species { sql.appendLiteral(" AND \(table)species = "); sql.appendInterpolation(bind: species.rawValue) }
        return sql
    }

    public func replacePhoto(of id: UUID, with file: String, at time: Date) async throws -> PhotoReplacement? {
        try await pool.transaction { database in
            guard let row = try await database.select().column(Column.photoFile).from(Table.name)
                .where(Column.id, .equal, Self.key(id)).first() else { return nil }
            let previous = try row.decode(column: Column.photoFile, as: String?.self)
            try await database.update(Table.name)
                .set(Column.photoFile, to: file)
                .set(Column.updatedAt, to: Timestamp.milliseconds(time))
                .where(Column.id, .equal, Self.key(id))
                .run()
            return PhotoReplacement(previousFile: previous)
        }
    }

    public func delete(id: UUID) async throws -> AnnouncementRecord? {
        try await pool.transaction { database in
            guard let row = try await database.select().columns(Column.all.map { SQLIdentifier($0) }).from(Table.name)
                .where(Column.id, .equal, Self.key(id)).first() else { return nil }
            try await database.delete(from: Table.name).where(Column.id, .equal, Self.key(id)).run()
            return try Self.record(from: row)
        }
    }

    public func checkHealth() async throws {
        try await pool.withConnection { database in
            try await database.execute(sql: SQLRaw("SELECT 1")) { _ in }
        }
    }

    // MARK: Mapping

    private enum Table {
        static let name = "announcements"
    }

    private enum Column {
        static let id = "id", status = "status", species = "species", sex = "sex", lastSeenDate = "last_seen_date"
        static let latitude = "latitude", longitude = "longitude", petName = "pet_name", breed = "breed", age = "age"
        static let description = "description", microchipNumber = "microchip_number", email = "email", phone = "phone"
        static let reward = "reward", photoFile = "photo_file", passwordHash = "password_hash"
        static let createdAt = "created_at", updatedAt = "updated_at"
        static let idempotencyKeyHash = "idempotency_key_hash", requestFingerprint = "request_fingerprint"

        static let all = [
            id, status, species, sex, lastSeenDate, latitude, longitude, petName, breed, age, description,
            microchipNumber, email, phone, reward, photoFile, passwordHash, createdAt, updatedAt,
            idempotencyKeyHash, requestFingerprint,
        ]
        /// What a listing shows: no password hash or idempotency data is read for it.
        static let listed = all.filter { ![passwordHash, idempotencyKeyHash, requestFingerprint].contains($0) }
    }

    private static let columnList = Column.all.joined(separator: ", ")
    private static let listedColumnList = Column.listed.joined(separator: ", ")
    private static let qualifiedListedColumnList = Column.listed.map { "a.\($0)" }.joined(separator: ", ")

    /// Ids are stored in their canonical lower-case text form, the same on both engines.
    private static func key(_ id: UUID) -> String {
        id.uuidString.lowercased()
    }

    private static func apply<Builder: SQLPredicateBuilder>(_ filter: ListingFilter, to query: Builder, table: String?) -> Builder {
        var query = query
        if let status = filter.status {
            query = query.where(SQLColumn(Column.status, table: table), .equal, SQLBind(status.rawValue))
        }
        if let species = filter.species {
            query = query.where(SQLColumn(Column.species, table: table), .equal, SQLBind(species.rawValue))
        }
        return query
    }

    /// The record's values in `Column.all`'s order.
    private static func values(_ record: AnnouncementRecord) -> [any Encodable & Sendable] {
        let content = record.content
        return [
            record.wireID, content.status.rawValue, content.species.rawValue, content.sex.rawValue, content.lastSeenDate.iso,
            content.locationLatitude, content.locationLongitude, content.petName, content.breed, content.age,
            content.description, content.microchipNumber, content.email, content.phone, content.reward,
            record.photoFile, record.passwordHash,
            Timestamp.milliseconds(record.createdAt), Timestamp.milliseconds(record.updatedAt),
            record.idempotency?.keyHash, record.idempotency?.requestFingerprint,
        ]
    }


    /// The record in `row`; without `secrets` (a listing's row), its password hash is empty and its idempotency mark absent.
    private static func record(from row: any SQLRow, secrets: Bool = true) throws -> AnnouncementRecord {
        // Optional values are asked as "null?" then the plain type: the drivers convert plain types
        // directly, while an Optional goes through their generic decoder (a fifth of a listing's time).
        func optional<Value: Decodable>(_ column: String, _ type: Value.Type) throws -> Value? {
            try row.decodeNil(column: column) ? nil : try row.decode(column: column, as: Value.self)
        }
        func text(_ column: String) throws -> String? { try optional(column, String.self) }
        func required<Value>(_ column: String, _ parse: (String) -> Value?) throws -> Value {
            guard let raw = try text(column), let value = parse(raw) else { throw StoreError.unreadableRow(column: column) }
            return value
        }
        guard let id = UUID(uuidString: try required(Column.id) { $0 }) else { throw StoreError.unreadableRow(column: Column.id) }
        var content = CreateAnnouncementRequest(
            status: try required(Column.status) { AnnouncementStatus(rawValue: $0) },
            species: try required(Column.species) { Species(rawValue: $0) },
            sex: try required(Column.sex) { Sex(rawValue: $0) },
            lastSeenDate: try required(Column.lastSeenDate) { CalendarDate(iso: $0) },
            petName: try text(Column.petName), breed: try text(Column.breed),
            age: try optional(Column.age, Int.self),
            description: try text(Column.description), microchipNumber: try text(Column.microchipNumber),
            email: try text(Column.email), phone: try text(Column.phone), reward: try text(Column.reward)
        )
        content.locationLatitude = try optional(Column.latitude, Double.self)
        content.locationLongitude = try optional(Column.longitude, Double.self)
        return AnnouncementRecord(
            id: id, content: content,
            photoFile: try text(Column.photoFile),
            passwordHash: secrets ? try required(Column.passwordHash) { $0 } : "",
            idempotency: secrets ? try text(Column.idempotencyKeyHash).flatMap { keyHash in
                try text(Column.requestFingerprint).map { IdempotencyMark(keyHash: keyHash, requestFingerprint: $0) }
            } : nil,
            createdAt: Timestamp.date(milliseconds: try row.decode(column: Column.createdAt, as: Int64.self)),
            updatedAt: Timestamp.date(milliseconds: try row.decode(column: Column.updatedAt, as: Int64.self))
        )
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
