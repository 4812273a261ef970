import Foundation
import PetSpotDomain
import PetSpotMatching
import SQLKit

/// The possible matches' candidates, by the same SQL on both engines: two bounded reads over
/// `announcements_matching` and `announcements_microchip` (migration 16).
enum MatchCandidateQueries {
    private typealias Column = AnnouncementColumn

    /// How many reports with one microchip number are read: more is a data error, not a pet.
    static let microchipLimit = 20

    static func candidates(in window: CandidateWindow, on database: any SQLDatabase) async throws -> [AnnouncementRecord] {
        var records: [AnnouncementRecord] = []
        if let microchip = window.microchip {
            // By the chip alone, so the planner can only take `announcements_microchip` (with the
            // other terms SQLite preferred `announcements_matching` and read the whole species);
            // the few rows it finds are held to the window's other terms here.
            let sql: SQLQueryString = """
                SELECT \(unsafeRaw: Column.listedList) FROM \(unsafeRaw: Column.table)
                WHERE microchip_number = \(bind: microchip) LIMIT \(literal: microchipLimit)
                """
            records += try await read(sql, on: database).filter { record in
                record.photoFile != nil && record.resolution == nil && record.expiresAt > window.now
                    && record.content.species == window.species && record.content.status == window.status
            }
        }
        if let centre = window.centre {
            for box in BoundingBox.covering(centre, kilometres: window.kilometres) {
                records += try await nearest(in: box, window: window, centre: centre, on: database)
                    .filter { $0.coordinates.map { GreatCircle.kilometres(from: centre, to: $0) <= window.kilometres } ?? false }
            }
        }
        return records
    }

    /// The box's candidates nearest first, by the flat-earth distance (exact enough to order a few
    /// hundred kilometres), at most `window.limit`: the sort touches only the box's candidates.
    private static func nearest(in box: BoundingBox, window: CandidateWindow, centre: Coordinates,
                                on database: any SQLDatabase) async throws -> [AnnouncementRecord] {
        let squeeze = pow(cos(centre.latitude * .pi / 180), 2)
        let sql: SQLQueryString = """
            SELECT \(unsafeRaw: Column.listedList) FROM \(unsafeRaw: Column.table)
            WHERE \(open(window))
            AND latitude BETWEEN \(bind: box.minimumLatitude) AND \(bind: box.maximumLatitude)
            AND longitude BETWEEN \(bind: box.minimumLongitude) AND \(bind: box.maximumLongitude)
            AND last_seen_date BETWEEN \(bind: window.dates.lowerBound.iso) AND \(bind: window.dates.upperBound.iso)
            ORDER BY (latitude - \(bind: centre.latitude)) * (latitude - \(bind: centre.latitude))
                + (longitude - \(bind: centre.longitude)) * (longitude - \(bind: centre.longitude)) * \(bind: squeeze)
            LIMIT \(bind: window.limit)
            """
        return try await read(sql, on: database)
    }

    /// Open, unexpired, listed, of the status and species asked: the terms `announcements_matching`
    /// is partial on come first, as written in its definition.
    private static func open(_ window: CandidateWindow) -> SQLQueryString {
        """
        photo_file IS NOT NULL AND resolution IS NULL AND species = \(bind: window.species.rawValue) \
        AND status = \(bind: window.status.rawValue) AND expires_at > \(bind: Timestamp.milliseconds(window.now))
        """
    }

    private static func read(_ sql: SQLQueryString, on database: any SQLDatabase) async throws -> [AnnouncementRecord] {
        try await database.raw(sql).all().map { try AnnouncementRecord(row: SQLKitAnnouncementRow(row: $0), secrets: false) }
    }
}
