import Foundation
import PetSpotDomain
import SQLKit

/// A cap on what one client (or one report) may add within a window: 10 sightings a client an hour,
/// 50 sightings a report a day, 5 messages a client an hour, 50 messages a report a day. Counted
/// from the added rows themselves, so it survives a restart and holds for every process on one
/// database; refused requests add no row, so they never count. Exact under concurrency: the count
/// runs after `lock`, in the transaction that adds the row.
package struct AdditionLimit: Sendable, Equatable {
    /// The column counted by (`client`, `announcement_id`) and what it must equal.
    package enum Scope: Sendable, Equatable {
        case client(String)
        case report(String)

        /// What two additions to `table` counted in the same scope serialise on.
        package func lockKey(in table: String) -> String {
            switch self {
            case .client(let key): "\(table)/client/\(key)"
            case .report(let id): "\(table)/report/\(id)"
            }
        }
    }

    /// In `database`'s write transaction, before any count: waits for every other transaction adding
    /// to `table` in one of `scopes` (always in one order, so two never wait for each other).
    package static func lock(
        _ scopes: [Scope], in table: String, on database: any SQLDatabase, engine: DatabaseEngine
    ) async throws {
        for key in Set(scopes.map { $0.lockKey(in: table) }).sorted() {
            if let sql = engine.dialect.serializeWriters(key) { try await database.raw(sql).run() }
        }
    }

    package var maximum: Int
    package var window: TimeInterval

    package init(maximum: Int, window: TimeInterval) {
        self.maximum = maximum
        self.window = window
    }

    /// Whole seconds until `scope` may add to `table` again, or `nil` when it may now. Counted on
    /// `database`, inside the transaction that then adds the row.
    package func retryAfter(
        _ scope: Scope, in table: String, on database: any SQLDatabase, now: Date
    ) async throws -> Int? {
        let since = Timestamp.milliseconds(now - window)
        let condition: SQLQueryString =
            switch scope {
            case .client(let key): "client = \(bind: key)"
            case .report(let id): "announcement_id = \(bind: id)"
            }
        let sql: SQLQueryString =
            "SELECT created_at FROM \(unsafeRaw: table) WHERE " + condition
            + " AND created_at > \(bind: since) ORDER BY created_at DESC LIMIT \(bind: maximum)"
        let times = try await database.raw(sql).all().map { try $0.decode(column: "created_at", as: Int64.self) }
        // Refused until the oldest of the last `maximum` leaves the window.
        guard times.count >= maximum, let oldest = times.last else { return nil }
        let until = Date(timeIntervalSince1970: Double(oldest) / 1000) + window
        return max(1, Int(until.timeIntervalSince(now).rounded(.up)))
    }
}
