import SQLKit

/// Inserts concurrent rows together: rows submitted while an insert is under way wait and go into
/// the next one, a single multi-row `INSERT` in a single transaction (one statement, one fsync)
/// for all of them. A caller returns only after the commit that holds its row: every answered
/// write is as durable as a lone one.
package actor GroupCommit {
    package typealias Row = [any Encodable & Sendable]
    private typealias Waiter = CheckedContinuation<Void, any Error>
    private var pending: [(row: Row, waiter: Waiter)] = []
    private var isCommitting = false
    /// How many commits and rows so far: the tests check that concurrent rows share commits.
    package private(set) var committed = (commits: 0, rows: 0)
    private let writer: SQLiteWriter
    private let table: String
    private let columns: [String]
    /// Bounds a statement's binds (SQLite allows 32,766) and how long a burst holds the write lock.
    private let maximumBatch: Int

    package init(writer: SQLiteWriter, table: String, columns: [String], maximumBatch: Int = 256) {
        self.writer = writer
        self.table = table
        self.columns = columns
        self.maximumBatch = maximumBatch
    }

    package func insert(_ row: Row) async throws {
        try await withCheckedThrowingContinuation { (waiter: Waiter) in
            pending.append((row, waiter))
            if !isCommitting {
                isCommitting = true
                Task { await self.commitWhilePending() }
            }
        }
    }

    private func commitWhilePending() async {
        while !pending.isEmpty {
            let batch = Array(pending.prefix(maximumBatch))
            pending.removeFirst(batch.count)
            let outcomes = await commit(batch.map(\.row))
            committed.commits += 1
            committed.rows += batch.count
            for (entry, outcome) in zip(batch, outcomes) { entry.waiter.resume(with: outcome) }
        }
        isCommitting = false
    }

    /// All rows in one statement; if it fails (rare: a unique key taken by a concurrent write),
    /// nothing of it is stored and each row is inserted on its own, so only the failing one fails.
    private func commit(_ rows: [Row]) async -> [Result<Void, any Error>] {
        let statement = self.statement(rows)
        do {
            try await writer.withConnection { try await $0.raw(statement).run() }
            return Array(repeating: .success(()), count: rows.count)
        } catch {
            guard rows.count > 1 else { return [.failure(error)] }
            var outcomes: [Result<Void, any Error>] = []
            for row in rows {
                let single = self.statement([row])
                do {
                    try await writer.withConnection { try await $0.raw(single).run() }
                    outcomes.append(.success(()))
                } catch {
                    outcomes.append(.failure(error))
                }
            }
            return outcomes
        }
    }

    private func statement(_ rows: [Row]) -> SQLQueryString {
        SQLQueryString.insert(into: table, columns: columns, rows: rows)
    }
}
