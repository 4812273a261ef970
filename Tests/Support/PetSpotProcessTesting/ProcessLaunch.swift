import Foundation

/// Starts child processes one at a time. Two `Process.run()` at once in one test process crashed
/// once in swift-corelibs-foundation (a bad pointer in its `memcpy`, under `ReadReplicaTests` beside
/// another suite starting a server): launching is cheap, so the suites' launches take turns.
public enum ProcessLaunch {
    private static let lock = NSLock()

    public static func run(_ process: Process) throws {
        lock.lock()
        defer { lock.unlock() }
        try process.run()
    }
}
