import Foundation
import PetSpotDomain
import SQLKit

/// The one `AnnouncementStore`, on SQLKit: the same queries on SQLite and PostgreSQL, except the
/// nearby predicate, which asks each engine's spatial index (R*Tree, GiST) in its own words.
public struct SQLAnnouncementStore: AnnouncementStore {
    let pool: any SQLConnectionPool

    public init(pool: any SQLConnectionPool) {
        self.pool = pool
    }

    public func insert(_ record: AnnouncementRecord) async throws {
        try await pool.withConnection { database in
            try await database.insert(into: Table.name)
                .columns(Column.all)
                .values(Self.binds(record))
                .run()
        }
    }

    public func find(id: UUID) async throws -> AnnouncementRecord? {
        try await pool.withConnection { database in
            try await database.select().columns(Column.all.map { SQLIdentifier($0) }).from(Table.name)
                .where(Column.id, .equal, Self.key(id))
                .first()
                .map(Self.record(from:))
        }
    }

    public func find(idempotencyKeyHash keyHash: String) async throws -> AnnouncementRecord? {
        try await pool.withConnection { database in
            try await database.select().columns(Column.all.map { SQLIdentifier($0) }).from(Table.name)
                .where(Column.idempotencyKeyHash, .equal, keyHash)
                .first()
                .map(Self.record(from:))
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
        try await pool.withConnection { database in
            var query = database.select().columns(Column.all.map { SQLIdentifier($0) }).from(Table.name)
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
                .map(Self.record(from:))
        }
    }

    public func located(in boxes: [BoundingBox], matching filter: ListingFilter) async throws -> [AnnouncementRecord] {
        let engine = pool.engine
        return try await pool.withConnection { database in
            var found: [String: AnnouncementRecord] = [:]
            for box in boxes {
                let rows: [any SQLRow]
                switch engine {
                case .sqlite:
                    let query = database.select().columns(Column.all.map { SQLColumn($0, table: "a") })
                        .from(SQLAlias(SQLIdentifier("announcement_locations"), as: SQLIdentifier("l")))
                        .join(SQLAlias(SQLIdentifier(Table.name), as: SQLIdentifier("a")), on: SQLColumn("seq", table: "a"), .equal, SQLColumn("seq", table: "l"))
                        .where(SQLColumn("min_latitude", table: "l"), .greaterThanOrEqual, SQLBind(box.minimumLatitude))
                        .where(SQLColumn("max_latitude", table: "l"), .lessThanOrEqual, SQLBind(box.maximumLatitude))
                        .where(SQLColumn("min_longitude", table: "l"), .greaterThanOrEqual, SQLBind(box.minimumLongitude))
                        .where(SQLColumn("max_longitude", table: "l"), .lessThanOrEqual, SQLBind(box.maximumLongitude))
                        .where(SQLColumn(Column.photoFile, table: "a"), .isNot, SQLLiteral.null)
                    rows = try await Self.apply(filter, to: query, table: "a").all()
                case .postgres:
                    let query = database.select().columns(Column.all.map { SQLIdentifier($0) }).from(Table.name)
                        .where(Column.photoFile, .isNot, SQLLiteral.null)
                        .where(Column.latitude, .isNot, SQLLiteral.null)
                        .where(Column.longitude, .isNot, SQLLiteral.null)
                        .where(SQLQueryString("point(longitude, latitude) <@ box(point(\(bind: box.minimumLongitude), \(bind: box.minimumLatitude)), point(\(bind: box.maximumLongitude), \(bind: box.maximumLatitude)))"))
                    rows = try await Self.apply(filter, to: query, table: nil).all()
                }
                for row in rows {
                    let record = try Self.record(from: row)
                    found[record.id.uuidString] = record
                }
            }
            return Array(found.values)
        }
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
    }

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

    private static func binds(_ record: AnnouncementRecord) -> [any SQLExpression] {
        let content = record.content
        return [
            SQLBind(record.wireID), SQLBind(content.status.rawValue), SQLBind(content.species.rawValue),
            SQLBind(content.sex.rawValue), SQLBind(content.lastSeenDate.iso),
            SQLBind(content.locationLatitude), SQLBind(content.locationLongitude),
            SQLBind(content.petName), SQLBind(content.breed), SQLBind(content.age), SQLBind(content.description),
            SQLBind(content.microchipNumber), SQLBind(content.email), SQLBind(content.phone), SQLBind(content.reward),
            SQLBind(record.photoFile), SQLBind(record.passwordHash),
            SQLBind(Timestamp.milliseconds(record.createdAt)), SQLBind(Timestamp.milliseconds(record.updatedAt)),
            SQLBind(record.idempotency?.keyHash), SQLBind(record.idempotency?.requestFingerprint),
        ]
    }

    private static func record(from row: any SQLRow) throws -> AnnouncementRecord {
        func text(_ column: String) throws -> String? { try row.decode(column: column, as: String?.self) }
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
            age: try row.decode(column: Column.age, as: Int?.self),
            description: try text(Column.description), microchipNumber: try text(Column.microchipNumber),
            email: try text(Column.email), phone: try text(Column.phone), reward: try text(Column.reward)
        )
        content.locationLatitude = try row.decode(column: Column.latitude, as: Double?.self)
        content.locationLongitude = try row.decode(column: Column.longitude, as: Double?.self)
        return AnnouncementRecord(
            id: id, content: content,
            photoFile: try text(Column.photoFile),
            passwordHash: try required(Column.passwordHash) { $0 },
            idempotency: try text(Column.idempotencyKeyHash).flatMap { keyHash in
                try text(Column.requestFingerprint).map { IdempotencyMark(keyHash: keyHash, requestFingerprint: $0) }
            },
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
