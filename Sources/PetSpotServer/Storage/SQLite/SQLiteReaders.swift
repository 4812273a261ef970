import NIOConcurrencyHelpers

/// Read-only connections to one SQLite file for the hot reads, lent one per caller and run inline.
///
/// A read here runs on the calling thread: no thread hop and no statement preparation, which were
/// most of a small query's time through SQLiteNIO. That is sound for what it serves, short reads of
/// a WAL database: a reader never waits for a lock (the writer appends to the log beside it), and
/// the pages come from SQLite's cache or the operating system's. The slow work (writes, commits'
/// fsync, migrations, long listings) stays on SQLiteNIO's threads.
final class SQLiteReaders: Sendable {
    private let path: String
    private let cacheKibibytes: Int
    private let maximumIdle: Int
    private let idle = NIOLockedValueBox<[SQLiteReadConnection]>([])
    private let isClosed = NIOLockedValueBox(false)

    /// `maximumIdle` connections are kept open between reads; more open while readers overlap.
    init(path: String, cacheKibibytes: Int, maximumIdle: Int) {
        self.path = path
        self.cacheKibibytes = cacheKibibytes
        self.maximumIdle = maximumIdle
    }

    /// Runs `body` in one read transaction: every statement in it sees the same snapshot, and the
    /// WAL's read lock is taken once, not once per statement.
    func read<Result>(_ body: (SQLiteReadConnection) throws -> Result) throws -> Result {
        let connection = try idle.withLockedValue { $0.popLast() } ?? SQLiteReadConnection(path: path, cacheKibibytes: cacheKibibytes)
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

    /// Closes the idle connections; a read still running closes its own when it ends.
    func close() {
        isClosed.withLockedValue { $0 = true }
        for connection in idle.withLockedValue({ connections in defer { connections = [] }; return connections }) {
            connection.close()
        }
    }
}
