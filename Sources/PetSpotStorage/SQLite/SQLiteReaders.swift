import NIOConcurrencyHelpers
import NIOPosix

/// Read-only connections to one SQLite file for the hot reads (a report by id; for the nearby list,
/// the check for changes and their reading), on threads of their own, one connection per thread.
///
/// A read runs start to end on one of these threads: one hop there and back per request, not per
/// statement, and no statement prepared twice. That was most of a small query's time through
/// SQLiteNIO. The threads are as many as the cores: measured against running the reads inline on
/// the request's task, they answer as fast, and the operating system shares the cores fairly between
/// a long read and a short one (nearby p99 at 1M reports, when it read SQLite: 3.0–3.6 ms against 7.4
/// ms; from memory: 2.2–2.4 against 2.7–3.0 ms). Nor does a
/// page read from a cold disk ever hold up the tasks of the rest of the server.
package final class SQLiteReaders: Sendable {
    private let path: String
    private let cacheKibibytes: Int
    private let mappedBytes: Int
    private let threads: NIOThreadPool
    private let maximumIdle: Int
    private let idle = NIOLockedValueBox<[SQLiteReadConnection]>([])
    private let isClosed = NIOLockedValueBox(false)

    /// `mappedBytes`: how much of the file each connection memory-maps (none by default).
    package init(path: String, cacheKibibytes: Int, threads: Int, mappedBytes: Int = 0) {
        self.path = path
        self.cacheKibibytes = cacheKibibytes
        self.mappedBytes = mappedBytes
        self.threads = NIOThreadPool(numberOfThreads: threads)
        self.threads.start()
        self.maximumIdle = threads
    }

    /// Runs `body` on a reader thread in one read transaction: every statement in it sees the same
    /// snapshot, and the WAL's read lock is taken once, not once per statement.
    package func read<Result: Sendable>(
        _ body: @escaping @Sendable (SQLiteReadConnection) throws -> Result
    ) async throws -> Result {
        try await threads.runIfActive { try self.readHere(body) }
    }

    private func readHere<Result>(_ body: (SQLiteReadConnection) throws -> Result) throws -> Result {
        let connection =
            try idle.withLockedValue { $0.popLast() }
            ?? SQLiteReadConnection(path: path, cacheKibibytes: cacheKibibytes, mappedBytes: mappedBytes)
        defer { giveBack(connection) }
        return try connection.inTransaction { try body(connection) }
    }

    private func giveBack(_ connection: SQLiteReadConnection) {
        let kept = idle.withLockedValue { connections in
            guard connections.count < maximumIdle, !isClosed.withLockedValue({ $0 }) else { return false }
            connections.append(connection)
            return true
        }
        if !kept { connection.close() }
    }

    /// Waits for the reads under way, then closes every connection.
    package func close() async throws {
        isClosed.withLockedValue { $0 = true }
        try await threads.shutdownGracefully()
        for connection in idle.withLockedValue({ connections in
            defer { connections = [] }
            return connections
        }) {
            connection.close()
        }
    }
}
