import Foundation
import PetSpotDomain
import SQLKit

/// Each listed report's JSON (`ListingDocument`) kept with its row, on both engines, so the nearby
/// list copies it instead of decoding the row and rendering it: SQLite loads its memory from them,
/// PostgreSQL reads them from its nearby index (an index-only scan).
///
/// A document is kept only up to `maximumBytes` (PostgreSQL: an index entry must fit in a page, and a
/// description of many combining marks can be far larger): a longer one is marked rendered, with no
/// JSON, and read from its row. SQL cannot render documents, so none is trusted unless its format and
/// time match its row's (`ListedReport(stored:)`).
package struct ListingDocuments: Sendable {
    /// The longest document kept; `nil`: any.
    package let maximumBytes: Int?

    /// What `ListedReportColumn.document`'s columns hold for `record`: nothing while it is not listed.
    package func columns(_ record: AnnouncementRecord) -> (json: String?, format: Int64?, renderedFor: Int64?) {
        guard record.photoFile != nil, record.coordinates != nil else { return (nil, nil, nil) }
        let values = ListingDocument.values(of: record)
        let kept = maximumBytes.map { values.count <= $0 } ?? true
        return (
            kept ? String(decoding: values, as: UTF8.self) : nil, ListingDocument.format,
            Timestamp.milliseconds(record.updatedAt)
        )
    }

    /// The same as values to bind, in `ListedReportColumn.document`'s order.
    package func values(_ record: AnnouncementRecord) -> [any Encodable & Sendable] {
        let columns = columns(record)
        return [columns.json, columns.format, columns.renderedFor]
    }

    /// Adds `record`'s document to `update`.
    package func set(_ record: AnnouncementRecord, on update: SQLUpdateBuilder) -> SQLUpdateBuilder {
        for (column, value) in zip(ListedReportColumn.document, values(record)) {
            update.set(column.name, to: value)
        }
        return update
    }

    /// Once per `ListingDocument.format`: after the migration that added the documents or a change of
    /// the format, renders every stale document (`renderStale`) and records the format; returns how many.
    package func renderEarlierFormats(on pool: any SQLConnectionPool) async throws -> Int {
        let name = "listing_documents"
        let recorded = try await pool.withConnection { database in
            try await database.select().column("version").from("stored_formats").where("name", .equal, name)
                .first(decodingColumn: "version", as: Int64.self)
        }
        guard recorded != ListingDocument.format else { return 0 }
        let rendered = try await renderStale(on: pool)
        try await pool.withWriteConnection { database in
            try await database.insert(into: "stored_formats").columns("name", "version").values(
                SQLBind(name), SQLBind(ListingDocument.format)
            )
            .onConflict(with: ["name"]) { $0.set(excludedValueOf: "version") }.run()
        }
        return rendered
    }

    /// Renders the document of every listed report whose stored one is missing or stale, a batch per
    /// transaction; returns how many. Until then the nearby list renders those reports from their rows
    /// (a stale document is never shown), so this only restores speed.
    @discardableResult
    package func renderStale(on pool: any SQLConnectionPool, batchSize: Int = 2000) async throws -> Int {
        typealias Column = AnnouncementColumn
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
                    try await set(record, on: database.update(Column.table)).where(
                        Column.id.name, .equal, record.wireID
                    )
                    .where(Column.updatedAt.name, .equal, Timestamp.milliseconds(record.updatedAt)).run()
                }
                return (rows.count, try rows.last?.decode(column: "seq", as: Int64.self))
            }
            rendered += batch.count
            guard batch.count == batchSize, let lastSeq = batch.lastSeq else { return rendered }
            afterSeq = lastSeq
        }
    }
}

/// What a store read of a listed report and its stored document, before it is trusted.
package struct StoredListing {
    package var id: String?, status: String?, species: String?
    package var latitude: Double?, longitude: Double?, updatedAt: Int64?
    package var resolution: String?, expiresAt: Int64?
    package var json: [UInt8]?, format: Int64?, renderedFor: Int64?
}

extension ListedReport {
    /// The report from its stored document, if that is current and kept; `nil` when it must be
    /// rendered from its row instead.
    package convenience init?(stored: StoredListing) {
        guard let updatedAt = stored.updatedAt,
            ListingDocument.isCurrent(format: stored.format, renderedFor: stored.renderedFor, updatedAt: updatedAt),
            let json = stored.json, let document = ListingDocument(values: json),
            let id = stored.id, let status = stored.status, let species = stored.species,
            let latitude = stored.latitude, let longitude = stored.longitude, let expiresAt = stored.expiresAt,
            let point = Coordinates(latitude: latitude, longitude: longitude)
        else { return nil }
        self.init(
            id: id, status: status, species: species, resolution: stored.resolution, expiresAt: expiresAt,
            point: point, document: document)
    }
}
