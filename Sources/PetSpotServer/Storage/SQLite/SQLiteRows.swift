import Foundation
import PetSpotDomain

/// The current row of a statement that selected the columns in `AnnouncementColumn`'s order.
struct SQLiteAnnouncementRow: AnnouncementRow {
    let statement: SQLiteStatement

    func text(_ column: AnnouncementColumn) -> String? { statement.text(column.rawValue) }
    func integer(_ column: AnnouncementColumn) -> Int64? { statement.integer(column.rawValue) }
    func real(_ column: AnnouncementColumn) -> Double? { statement.real(column.rawValue) }
}

extension SQLiteStatement {
    /// Steps once: the announcement in the next row, or `nil` when there is none.
    func nextAnnouncement(secrets: Bool) throws -> AnnouncementRecord? {
        try step() ? AnnouncementRecord(row: SQLiteAnnouncementRow(statement: self), secrets: secrets) : nil
    }
}

/// What SQLite's listings in memory (`ListingMirror`) read of a listed report, in this order.
enum ListedReportColumn: Int32, CaseIterable {
    case id, status, species, latitude, longitude, updatedAt
    /// The stored `ListingDocument`, and what decides whether it is current.
    case json, format, renderedFor

    var name: String {
        switch self {
        case .id: "id"
        case .status: "status"
        case .species: "species"
        case .latitude: "latitude"
        case .longitude: "longitude"
        case .updatedAt: "updated_at"
        case .json: "listing_json"
        case .format: "listing_format"
        case .renderedFor: "listing_rendered_for"
        }
    }

    static let list = allCases.map(\.name).joined(separator: ", ")
    /// The document's columns, which `announcements` holds after its own (`AnnouncementColumn`).
    static let document: [ListedReportColumn] = [.json, .format, .renderedFor]

    /// The values of `document`'s columns for `record`: all `NULL` while it is not listed.
    static func documentValues(_ record: AnnouncementRecord) -> [any Encodable & Sendable] {
        guard record.photoFile != nil, record.coordinates != nil else { return [String?.none, Int64?.none, Int64?.none] }
        return [String(decoding: ListingDocument.values(of: record), as: UTF8.self), ListingDocument.format, Timestamp.milliseconds(record.updatedAt)]
    }
}

extension SQLiteStatement {
    /// The current row's report (selected in `ListedReportColumn`'s order), if its stored document is
    /// current; `nil` when it must be rendered from its row instead.
    func currentListing() -> ListedReport? {
        typealias Column = ListedReportColumn
        guard let updatedAt = integer(Column.updatedAt.rawValue),
              ListingDocument.isCurrent(format: integer(Column.format.rawValue), renderedFor: integer(Column.renderedFor.rawValue), updatedAt: updatedAt),
              let values = bytes(Column.json.rawValue), let document = ListingDocument(values: values),
              let id = text(Column.id.rawValue), let status = text(Column.status.rawValue), let species = text(Column.species.rawValue),
              let latitude = real(Column.latitude.rawValue), let longitude = real(Column.longitude.rawValue),
              let point = Coordinates(latitude: latitude, longitude: longitude) else { return nil }
        return ListedReport(id: id, status: status, species: species, point: point, document: document)
    }
}

extension SQLiteReadConnection {
    /// The listed report `seq` rendered from its row, for when its stored document is stale or missing.
    func renderedListing(seq: Int64) throws -> ListedReport? {
        try withStatement(Self.listedBySeqSQL) { statement in
            try statement.bind(seq, at: 1)
            return try statement.nextAnnouncement(secrets: false).flatMap(ListedReport.init)
        }
    }

    private static let listedBySeqSQL = "SELECT \(AnnouncementColumn.listedList) FROM \(AnnouncementColumn.table) WHERE seq = ?1 AND photo_file IS NOT NULL"
}
