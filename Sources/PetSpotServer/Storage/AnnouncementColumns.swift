import Foundation
import PetSpotDomain
import SQLKit

/// The `announcements` table's columns, in the order every query selects them: what a listing
/// shows first, the three secrets last, so a listing selects a prefix and a row is read by position.
enum AnnouncementColumn: Int32, CaseIterable {
    case id, status, species, sex, lastSeenDate, latitude, longitude, petName, breed, age, description
    case microchipNumber, email, phone, reward, photoFile, createdAt, updatedAt
    case passwordHash, idempotencyKeyHash, requestFingerprint

    static let table = "announcements"

    var name: String {
        switch self {
        case .id: "id"
        case .status: "status"
        case .species: "species"
        case .sex: "sex"
        case .lastSeenDate: "last_seen_date"
        case .latitude: "latitude"
        case .longitude: "longitude"
        case .petName: "pet_name"
        case .breed: "breed"
        case .age: "age"
        case .description: "description"
        case .microchipNumber: "microchip_number"
        case .email: "email"
        case .phone: "phone"
        case .reward: "reward"
        case .photoFile: "photo_file"
        case .createdAt: "created_at"
        case .updatedAt: "updated_at"
        case .passwordHash: "password_hash"
        case .idempotencyKeyHash: "idempotency_key_hash"
        case .requestFingerprint: "request_fingerprint"
        }
    }

    static let all = allCases.map(\.name)
    /// What a listing shows: no password hash or idempotency data is read for it.
    static let listed = allCases.filter { ![.passwordHash, .idempotencyKeyHash, .requestFingerprint].contains($0) }.map(\.name)
    static let allList = all.joined(separator: ", ")
    static let listedList = listed.joined(separator: ", ")

    /// The SQL condition for a row of `announcements` (called `row` in the query) to be listed: it
    /// has a photo and a place. The migrations spell out their own, so that theirs never change.
    static func isListed(_ row: String = table) -> String {
        "\(row).photo_file IS NOT NULL AND \(row).latitude IS NOT NULL AND \(row).longitude IS NOT NULL"
    }
}

/// A stored row, read column by column: SQLKit's rows by name, SQLite statements by position.
protocol AnnouncementRow {
    func text(_ column: AnnouncementColumn) throws -> String?
    func integer(_ column: AnnouncementColumn) throws -> Int64?
    func real(_ column: AnnouncementColumn) throws -> Double?
}

/// A row of either engine through SQLKit.
struct SQLKitAnnouncementRow: AnnouncementRow {
    let row: any SQLRow

    // Optional values are asked as "null?" then the plain type: the drivers convert plain types
    // directly, while an Optional goes through their generic decoder (a fifth of a listing's time).
    private func optional<Value: Decodable>(_ column: AnnouncementColumn, _ type: Value.Type) throws -> Value? {
        try row.decodeNil(column: column.name) ? nil : try row.decode(column: column.name, as: Value.self)
    }

    func text(_ column: AnnouncementColumn) throws -> String? { try optional(column, String.self) }
    func integer(_ column: AnnouncementColumn) throws -> Int64? { try optional(column, Int64.self) }
    func real(_ column: AnnouncementColumn) throws -> Double? { try optional(column, Double.self) }
}

extension AnnouncementRecord {
    /// The record in `row`; without `secrets` (a listing's row), its password hash is empty and its idempotency mark absent.
    init(row: some AnnouncementRow, secrets: Bool) throws {
        func required<Value>(_ column: AnnouncementColumn, _ parse: (String) -> Value?) throws -> Value {
            guard let raw = try row.text(column), let value = parse(raw) else { throw StoreError.unreadableRow(column: column.name) }
            return value
        }
        func time(_ column: AnnouncementColumn) throws -> Date {
            guard let milliseconds = try row.integer(column) else { throw StoreError.unreadableRow(column: column.name) }
            return Timestamp.date(milliseconds: milliseconds)
        }
        guard let id = UUID(canonicalText: try required(.id) { $0 }) else { throw StoreError.unreadableRow(column: AnnouncementColumn.id.name) }
        var content = CreateAnnouncementRequest(
            status: try required(.status) { AnnouncementStatus(rawValue: $0) },
            species: try required(.species) { Species(rawValue: $0) },
            sex: try required(.sex) { Sex(rawValue: $0) },
            lastSeenDate: try required(.lastSeenDate) { CalendarDate(iso: $0) },
            petName: try row.text(.petName), breed: try row.text(.breed),
            age: try row.integer(.age).map { Int($0) },
            description: try row.text(.description), microchipNumber: try row.text(.microchipNumber),
            email: try row.text(.email), phone: try row.text(.phone), reward: try row.text(.reward)
        )
        content.locationLatitude = try row.real(.latitude)
        content.locationLongitude = try row.real(.longitude)
        self.init(
            id: id, content: content,
            photoFile: try row.text(.photoFile),
            passwordHash: secrets ? try required(.passwordHash) { $0 } : "",
            idempotency: secrets ? try row.text(.idempotencyKeyHash).flatMap { keyHash in
                try row.text(.requestFingerprint).map { IdempotencyMark(keyHash: keyHash, requestFingerprint: $0) }
            } : nil,
            createdAt: try time(.createdAt),
            updatedAt: try time(.updatedAt)
        )
    }
}
