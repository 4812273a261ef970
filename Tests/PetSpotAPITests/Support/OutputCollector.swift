import Foundation

/// Reads a child's output on a thread of its own (so the child never blocks on a full pipe)
/// and reports the port it announces.
final class OutputCollector: @unchecked Sendable {
    // Guards everything below; @unchecked because NSLock does the synchronisation.
    private let lock = NSLock()
    private var text = ""
    private var finished = false
    private var waiter: CheckedContinuation<Int, any Error>?

    init(_ handle: FileHandle) {
        let thread = Thread { [self] in
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                append(String(decoding: data, as: UTF8.self))
            }
            finish()
        }
        thread.start()
    }

    /// Everything the child printed so far.
    var output: String { lock.withLock { text } }

    /// The port from `Server started and listening on 127.0.0.1:<port>`, once printed.
    func listeningPort() async throws -> Int {
        try await withCheckedThrowingContinuation { continuation in
            lock.withLock {
                if let port = Self.port(in: text) {
                    continuation.resume(returning: port)
                } else if finished {
                    continuation.resume(throwing: ServerProcessError.exitedBeforeListening(text))
                } else {
                    waiter = continuation
                }
            }
        }
    }

    private func append(_ chunk: String) {
        lock.withLock {
            text += chunk
            if let waiter, let port = Self.port(in: text) {
                self.waiter = nil
                waiter.resume(returning: port)
            }
        }
    }

    private func finish() {
        lock.withLock {
            finished = true
            if let waiter {
                self.waiter = nil
                waiter.resume(throwing: ServerProcessError.exitedBeforeListening(text))
            }
        }
    }

    private static func port(in text: String) -> Int? {
        text.firstMatch(of: /listening on 127\.0\.0\.1:(\d+)/).flatMap { Int($0.1) }
    }
}

/// Why a test server could not be used.
enum ServerProcessError: Error, CustomStringConvertible {
    case exitedBeforeListening(String)

    var description: String {
        switch self {
        case .exitedBeforeListening(let output): "petspot exited before listening:\n\(output)"
        }
    }
}
