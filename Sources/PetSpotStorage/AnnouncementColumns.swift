import Foundation
import PetSpotDomain
import SQLKit

/// The `announcements` table's columns, in the order every query selects them: what a listing
/// shows first, the three secrets last, so a listing selects a prefix and a row is read by position.
/// A report's own fields are derived from `CreateAnnouncementRequest.Field`: a new field needs its
/// migration, not a line here.
package enum AnnouncementColumn: Hashable {
    case id
    case field(CreateAnnouncementRequest.Field)
    case photoFile, createdAt, updatedAt
    case resolution, resolvedAt, expiresAt, language
    case passwordHash, idempotencyKeyHash, requestFingerprint

    package static let table = "announcements"

    private typealias Field = CreateAnnouncementRequest.Field
    package static let allCases: [AnnouncementColumn] =
        [.id] + Field.allCases.map(field)
        + [
            .photoFile, .createdAt, .updatedAt, .resolution, .resolvedAt, .expiresAt, .language, .passwordHash,
            .idempotencyKeyHash, .requestFingerprint,
        ]

    package static let status = field(.status)
    package static let species = field(.species)

    /// Where a query that selects `all` (or `listed`) has this column.
    package var position: Int32 {
        // A scan of a few cases compared by tag: faster than a dictionary (1 ns against 26).
        switch self {
        case .id: 0
        case .field(let field): 1 + Int32(Field.allCases.firstIndex(of: field)!)
        case .photoFile: Int32(Field.allCases.count) + 1
        case .createdAt: Int32(Field.allCases.count) + 2
        case .updatedAt: Int32(Field.allCases.count) + 3
        case .resolution: Int32(Field.allCases.count) + 4
        case .resolvedAt: Int32(Field.allCases.count) + 5
        case .expiresAt: Int32(Field.allCases.count) + 6
        case .language: Int32(Field.allCases.count) + 7
        case .passwordHash: Int32(Field.allCases.count) + 8
        case .idempotencyKeyHash: Int32(Field.allCases.count) + 9
        case .requestFingerprint: Int32(Field.allCases.count) + 10
        }
    }

    /// The column's name, spelled once per column (rows read through SQLKit ask it for every value).
    package var name: String { Self.all[Int(position)] }

    private var spelledName: String {
        switch self {
        case .id: "id"
        // The two coordinates are stored as plain `latitude` and `longitude`.
        case .field(.locationLatitude): "latitude"
        case .field(.locationLongitude): "longitude"
        case .field(let field): Self.snakeCased(field.rawValue)
        case .photoFile: "photo_file"
        case .createdAt: "created_at"
        case .updatedAt: "updated_at"
        case .resolution: "resolution"
        case .resolvedAt: "resolved_at"
        case .expiresAt: "expires_at"
        case .language: "language"
        case .passwordHash: "password_hash"
        case .idempotencyKeyHash: "idempotency_key_hash"
        case .requestFingerprint: "request_fingerprint"
        }
    }

    /// `lastSeenDate` → `last_seen_date`.
    private static func snakeCased(_ name: String) -> String {
        name.reduce(into: "") { result, character in
            if character.isUppercase { result += "_" + character.lowercased() } else { result.append(character) }
        }
    }

    package static let all = allCases.map(\.spelledName)
    /// What a listing shows: no password hash or idempotency data is read for it.
    package static let listed = allCases.filter {
        ![.passwordHash, .idempotencyKeyHash, .requestFingerprint].contains($0)
    }.map(\.name)
    package static let allList = all.joined(separator: ", ")
    package static let listedList = listed.joined(separator: ", ")

    /// The SQL condition for a row of `announcements` (called `row` in the query) to be listed: it
    /// has a photo and a place. The migrations spell out their own, so that theirs never change.
    package static func isListed(_ row: String = table) -> String {
        "\(row).photo_file IS NOT NULL AND \(row).latitude IS NOT NULL AND \(row).longitude IS NOT NULL"
    }
}

/// A stored row, read column by column: SQLKit's rows by name, SQLite statements by position.
package protocol AnnouncementRow {
    func text(_ column: AnnouncementColumn) throws -> String?
    func integer(_ column: AnnouncementColumn) throws -> Int64?
    func real(_ column: AnnouncementColumn) throws -> Double?
}

/// A row read by the position of its columns in the statement's select list: a SQLite statement's
/// current row, a PostgreSQL row.
package protocol PositionalRow {
    func text(_ column: Int32) throws -> String?
    func integer(_ column: Int32) throws -> Int64?
    func real(_ column: Int32) throws -> Double?
}

/// A row that selected the columns in `AnnouncementColumn`'s order, read by position (either engine's fast path).
package struct PositionedAnnouncementRow<Row: PositionalRow>: AnnouncementRow {
    package let row: Row

    package func text(_ column: AnnouncementColumn) throws -> String? { try row.text(column.position) }
    package func integer(_ column: AnnouncementColumn) throws -> Int64? { try row.integer(column.position) }
    package func real(_ column: AnnouncementColumn) throws -> Double? { try row.real(column.position) }
}

/// A row of either engine through SQLKit.
package struct SQLKitAnnouncementRow: AnnouncementRow {
    package let row: any SQLRow

    package init(row: any SQLRow) {
        self.row = row
    }

    // Optional values are asked as "null?" then the plain type: the drivers convert plain types
    // directly, while an Optional goes through their generic decoder (a fifth of a listing's time).
    private func optional<Value: Decodable>(_ column: AnnouncementColumn, _ type: Value.Type) throws -> Value? {
        try row.decodeNil(column: column.name) ? nil : try row.decode(column: column.name, as: Value.self)
    }

    package func text(_ column: AnnouncementColumn) throws -> String? { try optional(column, String.self) }
    package func integer(_ column: AnnouncementColumn) throws -> Int64? { try optional(column, Int64.self) }
    package func real(_ column: AnnouncementColumn) throws -> Double? { try optional(column, Double.self) }
}

extension AnnouncementRow {
    /// `field`'s stored value, read as the form its value takes.
    package func value(_ field: CreateAnnouncementRequest.Field) throws -> CreateAnnouncementRequest.Value {
        let column = AnnouncementColumn.field(field)
        return switch field.kind {
        case .text: .text(try text(column))
        case .integer: .integer(try integer(column).map { Int($0) })
        case .number: .number(try real(column))
        }
    }
}

extension CreateAnnouncementRequest.Value {
    /// The value to bind to its column: the plain optional, as the drivers bind it directly.
    package var bindable: any Encodable & Sendable {
        switch self {
        case .text(let text): text
        case .integer(let integer): integer
        case .number(let number): number
        }
    }
}

extension AnnouncementRecord {
    /// The record in `row`; without `secrets` (a listing's row), its password hash is empty and its idempotency mark absent.
    package init(row: some AnnouncementRow, secrets: Bool) throws {
        func required(_ column: AnnouncementColumn) throws -> String {
            guard let raw = try row.text(column) else { throw StoreError.unreadableRow(column: column.name) }
            return raw
        }
        func time(_ column: AnnouncementColumn) throws -> Date {
            guard let milliseconds = try row.integer(column) else {
                throw StoreError.unreadableRow(column: column.name)
            }
            return Timestamp.date(milliseconds: milliseconds)
        }
        guard let id = UUID(canonicalText: try required(.id)) else {
            throw StoreError.unreadableRow(column: AnnouncementColumn.id.name)
        }
        let content: CreateAnnouncementRequest
        do {
            content = try CreateAnnouncementRequest(values: row.value)
        } catch let error as CreateAnnouncementRequest.UnreadableField {
            throw StoreError.unreadableRow(column: AnnouncementColumn.field(error.field).name)
        }
        self.init(
            id: id, content: content,
            photoFile: try row.text(.photoFile),
            passwordHash: secrets ? try required(.passwordHash) : "",
            idempotency: secrets
                ? try row.text(.idempotencyKeyHash).flatMap { keyHash in
                    try row.text(.requestFingerprint).map { IdempotencyMark(keyHash: keyHash, requestFingerprint: $0) }
                } : nil,
            createdAt: try time(.createdAt),
            updatedAt: try time(.updatedAt),
            resolution: try row.text(.resolution).map { text in
                guard let resolution = Resolution(rawValue: text) else {
                    throw StoreError.unreadableRow(column: AnnouncementColumn.resolution.name)
                }
                return resolution
            },
            resolvedAt: try row.integer(.resolvedAt).map(Timestamp.date(milliseconds:)),
            expiresAt: try time(.expiresAt),
            language: try row.text(.language).flatMap(Language.init(rawValue:)) ?? .source
        )
    }

    /// The record's values in `AnnouncementColumn.all`'s order.
    package var columnValues: [any Encodable & Sendable] {
        [wireID] + CreateAnnouncementRequest.Field.allCases.map { content[$0].bindable } + [
            photoFile, Timestamp.milliseconds(createdAt), Timestamp.milliseconds(updatedAt),
            resolution?.rawValue, resolvedAt.map(Timestamp.milliseconds), Timestamp.milliseconds(expiresAt),
            language.rawValue,
            passwordHash, idempotency?.keyHash, idempotency?.requestFingerprint,
        ]
    }
}
