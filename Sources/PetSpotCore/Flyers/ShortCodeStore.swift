import Foundation
import PetSpotDomain
import SQLKit
import PetSpotStorage

/// Reports' short addresses (`short_codes`, migration 23): a random code of 8 characters from
/// [0-9A-Za-z] (62⁸ ≈ 2·10¹⁴: a million reports draw a taken one about once in 200 million), given
/// on first need and kept, unique by the table's key; a code drawn that another report holds is
/// drawn again. Each opening is counted, with its time only.
package struct ShortCodeStore: Sendable {
    package let pool: any SQLConnectionPool

    package init(pool: any SQLConnectionPool) {
        self.pool = pool
    }

    package static let length = 8
    private static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)

    /// The report's code, given now if it has none; `nil` when there is no such report.
    package func code(for reportID: String, at now: Date) async throws -> String? {
        if let kept = try await existing(reportID) { return kept }
        for _ in 0..<5 {
            // Only for a report that exists; a code or report already taken inserts nothing (another
            // request gave this report its code at the same moment, or the draw was taken).
            try await pool.withWriteConnection { database in
                try await database.raw(
                    """
                    INSERT INTO short_codes (code, announcement_id, created_at) \
                    SELECT \(bind: Self.draw()), id, \(bind: Timestamp.milliseconds(now)) FROM announcements WHERE id = \(bind: reportID) \
                    ON CONFLICT DO NOTHING
                    """
                ).run()
            }
            if let given = try await existing(reportID) { return given }
            guard try await reportExists(reportID) else { return nil }
        }
        throw ShortCodeError.noFreeCode
    }

    /// Counts an opening of `code` by `client` (`ClientAddress.key`) at `now`, once per client a
    /// day (a reload, or one person scanning twice, is one opening: the owner reads how many people
    /// it reached); the report it names, or `nil` for no such code. Who opened it is kept only for
    /// the day, to count: the day's earlier rows of the code go as it is opened.
    package func open(_ code: String, by client: String, at now: Date) async throws -> String? {
        guard code.utf8.count == Self.length, code.utf8.allSatisfy(Self.alphabet.contains) else { return nil }
        let day = CalendarDate(now, in: .gmt).iso
        return try await pool.transaction { database in
            guard
                let report = try await database.raw(
                    "SELECT announcement_id FROM short_codes WHERE code = \(bind: code)"
                )
                .first(decodingColumn: "announcement_id", as: String.self)
            else { return nil }
            try await database.raw("DELETE FROM short_code_openings WHERE code = \(bind: code) AND day <> \(bind: day)")
                .run()
            let first =
                try await database.raw(
                    """
                    INSERT INTO short_code_openings (code, client, day) VALUES (\(bind: code), \(bind: client), \(bind: day)) \
                    ON CONFLICT DO NOTHING RETURNING code
                    """
                ).first() != nil
            if first {
                try await database.raw(
                    """
                    UPDATE short_codes SET visits = visits + 1, last_visit_at = \(bind: Timestamp.milliseconds(now)) WHERE code = \(bind: code)
                    """
                ).run()
            }
            return report
        }
    }

    /// How often the report's code was opened, and when last; `nil` while it has no code.
    package func visits(of reportID: String) async throws -> FlyerVisits? {
        try await pool.withConnection { database in
            try await database.raw(
                "SELECT code, visits, last_visit_at FROM short_codes WHERE announcement_id = \(bind: reportID)"
            ).first()
        }.map { row in
            FlyerVisits(
                code: try row.decode(column: "code", as: String.self),
                count: try row.decode(column: "visits", as: Int.self),
                last: try row.decode(column: "last_visit_at", as: Int64?.self).map { Timestamp.date(milliseconds: $0) })
        }
    }

    private func existing(_ reportID: String) async throws -> String? {
        try await pool.withConnection { database in
            try await database.raw("SELECT code FROM short_codes WHERE announcement_id = \(bind: reportID)").first(
                decodingColumn: "code", as: String.self)
        }
    }

    private func reportExists(_ reportID: String) async throws -> Bool {
        try await pool.withConnection { database in
            try await database.raw("SELECT 1 AS found FROM announcements WHERE id = \(bind: reportID)").first() != nil
        }
    }

    private static func draw() -> String {
        var generator = SystemRandomNumberGenerator()
        return String(
            decoding: (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] },
            as: UTF8.self)
    }
}

package enum ShortCodeError: Error {
    /// Five draws in a row were taken: never seen; a sign of a broken random source.
    case noFreeCode
}
