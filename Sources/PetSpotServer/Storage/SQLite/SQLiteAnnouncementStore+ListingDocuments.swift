import SQLKit

extension SQLiteAnnouncementStore {
    /// Once per `ListingDocument.format`: after migration 6 or a change of the format, renders every
    /// stale listing document (`renderStaleListings`) and records the format; returns how many.
    func renderListingsOfEarlierFormats() async throws -> Int {
        let name = "listing_documents"
        let recorded = try await database.withConnection { database in
            try await database.select().column("version").from("stored_formats").where("name", .equal, name)
                .first(decodingColumn: "version", as: Int64.self)
        }
        guard recorded != ListingDocument.format else { return 0 }
        let rendered = try await renderStaleListings()
        try await database.withWriteConnection { database in
            try await database.insert(into: "stored_formats").columns("name", "version").values(SQLBind(name), SQLBind(ListingDocument.format))
                .onConflict(with: ["name"]) { $0.set(excludedValueOf: "version") }.run()
        }
        return rendered
    }

    /// Renders the listing document of every listed report whose stored one is missing or stale, a
    /// batch per transaction; returns how many. Until then the nearby list renders those reports as it
    /// reads them (a stale document is never shown), so this only restores speed.
    @discardableResult
    func renderStaleListings(batchSize: Int = 2000) async throws -> Int {
        typealias Column = AnnouncementColumn
        let stale = """
            \(Column.isListed()) AND (listing_format IS NULL \
            OR listing_format <> \(ListingDocument.format) OR listing_rendered_for IS NULL OR listing_rendered_for <> updated_at)
            """
        var rendered = 0
        var afterSeq: Int64 = 0
        while true {
            let after = afterSeq
            let batch: (count: Int, lastSeq: Int64?) = try await database.transaction { database in
                let read: SQLQueryString = """
                    SELECT seq, \(unsafeRaw: Column.listedList) FROM \(unsafeRaw: Column.table) \
                    WHERE seq > \(bind: after) AND \(unsafeRaw: stale) ORDER BY seq LIMIT \(bind: batchSize)
                    """
                let rows = try await database.raw(read).all()
                for row in rows {
                    let record = try AnnouncementRecord(row: SQLKitAnnouncementRow(row: row), secrets: false)
                    // Only the version it was rendered from: a change since then has written its own.
                    try await Self.setDocument(of: record, on: database.update(Column.table)).where(Column.id.name, .equal, record.wireID)
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
