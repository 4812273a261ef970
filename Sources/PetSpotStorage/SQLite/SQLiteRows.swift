import Foundation
import PetSpotDomain

extension SQLiteStatement: PositionalRow {}

extension SQLiteStatement {
    /// Steps once: the announcement in the next row, or `nil` when there is none.
    package func nextAnnouncement(secrets: Bool) throws -> AnnouncementRecord? {
        try step() ? AnnouncementRecord(row: PositionedAnnouncementRow(row: self), secrets: secrets) : nil
    }
}

extension SQLiteStatement {
    /// Steps once: the sighting in the next row (`SightingRows.sightingColumns`), or `nil` when there is none.
    package func nextSighting() throws -> Sighting? {
        guard try step() else { return nil }
        return try SightingRows.sighting(
            id: text(0) ?? "", reportID: text(1) ?? "", seenAt: integer(2) ?? 0, latitude: real(3) ?? .nan,
            longitude: real(4) ?? .nan,
            note: text(5), email: text(6), phone: text(7), createdAt: integer(8) ?? 0
        )
    }
}

extension SQLiteStatement {
    /// The current row's report (selected in `ListedReportColumn`'s order), if its stored document is
    /// current; `nil` when it must be rendered from its row instead.
    package func currentListing() -> ListedReport? {
        typealias Column = ListedReportColumn
        return ListedReport(
            stored: StoredListing(
                id: text(Column.id.rawValue), status: text(Column.status.rawValue),
                species: text(Column.species.rawValue),
                latitude: real(Column.latitude.rawValue), longitude: real(Column.longitude.rawValue),
                updatedAt: integer(Column.updatedAt.rawValue),
                resolution: text(Column.resolution.rawValue), expiresAt: integer(Column.expiresAt.rawValue),
                json: bytes(Column.json.rawValue), format: integer(Column.format.rawValue),
                renderedFor: integer(Column.renderedFor.rawValue)))
    }
}

extension SQLiteReadConnection {
    /// The listed report `seq` rendered from its row, for when its stored document is stale or missing.
    package func renderedListing(seq: Int64) throws -> ListedReport? {
        try withStatement(Self.listedBySeqSQL) { statement in
            try statement.bind(seq, at: 1)
            return try statement.nextAnnouncement(secrets: false).flatMap(ListedReport.init)
        }
    }

    private static let listedBySeqSQL =
        "SELECT \(AnnouncementColumn.listedList) FROM \(AnnouncementColumn.table) WHERE seq = ?1 AND photo_file IS NOT NULL"
}
