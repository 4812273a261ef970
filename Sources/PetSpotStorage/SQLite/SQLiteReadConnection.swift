// The hot reads (a report by id, the nearby list) go to SQLite's C interface directly: SQLiteNIO
// prepares every statement anew and hops to a thread pool and back for each query, which cost
// more than the query. This is the same SQLite library SQLiteNIO links (its vendored
// `VaporCSQLite`), so both share one process-wide table of file locks, as SQLite requires. That
// target is no product of sqlite-nio: Package.swift pins sqlite-nio's exact version, and
// `SQLiteLibraryTests` checks it is one library (docs/benchmarks.md, "SQLite's C interface").
import VaporCSQLite

/// One read-only SQLite connection with its prepared statements kept for reuse.
///
/// Not thread-safe: `SQLiteReaders` lends it to one caller at a time.
package final class SQLiteReadConnection: @unchecked Sendable {
    // @unchecked: never used by two threads at once; `SQLiteReaders` lends it to one caller at a time.
    private let handle: OpaquePointer
    private var statements: [String: SQLiteStatement] = [:]
    /// `PRAGMA data_version` when `databaseChanged()` last asked.
    private var dataVersion: Int64?

    /// The version of the SQLite library these connections call, as SQLite numbers it (3045000 for 3.45.0).
    package static var libraryVersion: Int32 { sqlite_nio_sqlite3_libversion_number() }

    /// More than SQLite maps at most (its compiled limit, 2 GiB): as much of the file as it will.
    package static let mostMappedBytes = 1 << 36

    package init(path: String, cacheKibibytes: Int, mappedBytes: Int = 0) throws {
        var opened: OpaquePointer?
        // Opened for writing so it shares the writer's WAL index, but `query_only` refuses any change.
        let code = sqlite_nio_sqlite3_open_v2(path, &opened, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nil)
        guard code == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite_nio_sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite_nio_sqlite3_close_v2(opened)
            throw SQLiteReadError(code: code, message: "Cannot open \(path): \(message)")
        }
        handle = opened
        // A WAL reader never waits for the writer; the time-out only covers a checkpoint restarting the log.
        sqlite_nio_sqlite3_busy_timeout(handle, 5000)
        do {
            for pragma in [
                "PRAGMA query_only = ON", "PRAGMA cache_size = -\(cacheKibibytes)", "PRAGMA mmap_size = \(mappedBytes)",
            ] {
                let statement = try SQLiteStatement(handle, pragma, persistent: false)
                defer { statement.finalize() }
                while try statement.step() {}
            }
        } catch {
            sqlite_nio_sqlite3_close_v2(handle)
            throw error
        }
    }

    /// The statement for `sql`, prepared on first use and reset after `body`, so it never holds a
    /// read transaction open (an open one would keep the writer's checkpoints from finishing).
    package func withStatement<Result>(_ sql: String, _ body: (SQLiteStatement) throws -> Result) throws -> Result {
        let statement: SQLiteStatement
        if let cached = statements[sql] {
            statement = cached
        } else {
            statement = try SQLiteStatement(handle, sql, persistent: true)
            statements[sql] = statement
        }
        defer { statement.reset() }
        return try body(statement)
    }

    /// Runs `body` between `BEGIN` and `COMMIT` (a read transaction: it ends the same way however `body` ends).
    package func inTransaction<Result>(_ body: () throws -> Result) throws -> Result {
        try execute("BEGIN")
        defer { try? execute("COMMIT") }
        return try body()
    }

    /// Whether another connection (of any process) has committed since this one last asked, as of
    /// this connection's read transaction; `true` the first time. Reads no page of the database.
    package func databaseChanged() throws -> Bool {
        let version = try withStatement("PRAGMA data_version") { statement in
            try statement.step() ? statement.integer(0) : nil
        }
        defer { dataVersion = version }
        return version == nil || version != dataVersion
    }

    /// Makes the next `databaseChanged()` answer `true`, for a caller that could not act on a change.
    package func forgetDatabaseChange() {
        dataVersion = nil
    }

    private func execute(_ sql: String) throws {
        try withStatement(sql) { statement in while try statement.step() {} }
    }

    package func close() {
        for statement in statements.values { statement.finalize() }
        statements = [:]
        sqlite_nio_sqlite3_close_v2(handle)
    }
}

/// A failed SQLite call, with SQLite's own message.
package struct SQLiteReadError: Error, CustomStringConvertible {
    package let code: Int32
    package let message: String

    package var description: String { "SQLite error \(code): \(message)" }
}
