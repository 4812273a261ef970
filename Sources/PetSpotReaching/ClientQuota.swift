import Foundation
import PetSpotDomain
import SQLKit
import PetSpotStorage

/// What one client may do within windows, counted from the rows of `table` (`client`,
/// `created_at`): reports created (10 an hour, 30 a day) and photos uploaded (30 an hour), so no
/// one client fills the lists, or names strangers' addresses in report after report. A place is
/// taken before the work and given back when the work is refused or turns out a replay (refused
/// requests never count); counted and taken in one transaction serialised per client, so the
/// limit holds exactly under concurrent requests. Rows older than the longest window go as the
/// client takes the next. Plain SQL both engines speak.
package struct ClientQuota: Sendable {
    package let pool: any SQLConnectionPool
    /// `report_creations` or `photo_uploads` (migration 25).
    package let table: String
    package let limits: [AdditionLimit]
    /// The refusal's words: "Too many new reports for now; try again in 120 seconds".
    package let refusal: @Sendable (_ seconds: Int) -> String

    package init(
        pool: any SQLConnectionPool, table: String, limits: [AdditionLimit],
        refusal: @escaping @Sendable (_ seconds: Int) -> String
    ) {
        self.pool = pool
        self.table = table
        self.limits = limits
        self.refusal = refusal
    }

    /// A place taken, to give back.
    package struct Place: Sendable {
        fileprivate let id: String
    }

    /// Takes a place for `client`, or throws `ServiceError.tooMany` with the wait.
    package func take(for client: ClientAddress, now: Date) async throws -> Place {
        let (engine, key, id) = (pool.engine, client.key, UUID().canonicalText)
        let (table, limits) = (self.table, self.limits)
        let longest = limits.map(\.window).max() ?? 0
        let wait: Int? = try await pool.transaction { database in
            try await AdditionLimit.lock([.client(key)], in: table, on: database, engine: engine)
            if let wait = try await Self.wait(key, in: table, limits: limits, on: database, now: now) { return wait }
            try await database.raw(
                """
                DELETE FROM \(unsafeRaw: table) WHERE client = \(bind: key) AND created_at <= \(bind: Timestamp.milliseconds(now - longest))
                """
            ).run()
            try await database.raw(
                .insert(
                    into: table, columns: ["id", "client", "created_at"],
                    rows: [[id, key, Timestamp.milliseconds(now)]])
            ).run()
            return nil
        }
        if let wait { throw ServiceError.tooMany(refusal(wait), retryAfterSeconds: wait) }
        return Place(id: id)
    }

    /// Throws `ServiceError.tooMany` when `client` has no place left now, taking none.
    package func check(for client: ClientAddress, now: Date) async throws {
        let (key, table, limits) = (client.key, self.table, self.limits)
        let wait = try await pool.withConnection {
            try await Self.wait(key, in: table, limits: limits, on: $0, now: now)
        }
        if let wait { throw ServiceError.tooMany(refusal(wait), retryAfterSeconds: wait) }
    }

    /// Whole seconds until the client `key` has a place under every one of `limits`; `nil` when it has one now.
    private static func wait(
        _ key: String, in table: String, limits: [AdditionLimit], on database: any SQLDatabase, now: Date
    ) async throws -> Int? {
        var wait: Int?
        for limit in limits {
            if let seconds = try await limit.retryAfter(.client(key), in: table, on: database, now: now) {
                wait = max(wait ?? seconds, seconds)
            }
        }
        return wait
    }

    /// Gives `place` back: what took it was refused, or was a replay.
    package func giveBack(_ place: Place) async {
        let (table, id) = (self.table, place.id)
        // At worst the place stays taken until its window passes: never a reason to fail the answer.
        _ = try? await pool.transaction {
            try await $0.raw("DELETE FROM \(unsafeRaw: table) WHERE id = \(bind: id)").run()
        }
    }

    /// `take`, then `work`; the place is given back when `work` throws, or says to (`keep` false).
    package func within<Result: Sendable>(
        for client: ClientAddress, now: Date,
        _ work: () async throws -> (result: Result, keep: Bool)
    ) async throws -> Result {
        let place = try await take(for: client, now: now)
        do {
            let (result, keep) = try await work()
            if !keep { await giveBack(place) }
            return result
        } catch {
            await giveBack(place)
            throw error
        }
    }
}
