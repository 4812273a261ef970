import Foundation
import Synchronization

/// Reads a child's output on a thread of its own and finds the port it announces.
final class OutputCollector: Sendable {
    private let state = Mutex<(text: String, waiter: CheckedContinuation<Int, any Error>?, finished: Bool)>(
        ("", nil, false))
    /// The port in the output so far, once the child announced it.
    private let port: @Sendable (String) -> Int?

    /// `port`: reads the announced port from the output (petspot's "listening on 127.0.0.1:N" by default).
    init(_ handle: FileHandle, port: @escaping @Sendable (String) -> Int? = OutputCollector.petspotPort) {
        self.port = port
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

    var text: String { state.withLock { $0.text } }

    func listeningPort() async throws -> Int {
        try await withCheckedThrowingContinuation { continuation in
            state.withLock { state in
                if let port = port(state.text) {
                    continuation.resume(returning: port)
                } else if state.finished {
                    continuation.resume(throwing: ServerProcessError.exitedBeforeListening(state.text))
                } else {
                    state.waiter = continuation
                }
            }
        }
    }

    private func append(_ chunk: String) {
        state.withLock { state in
            state.text += chunk
            if let waiter = state.waiter, let port = port(state.text) {
                state.waiter = nil
                waiter.resume(returning: port)
            }
        }
    }

    private func finish() {
        state.withLock { state in
            state.finished = true
            if let waiter = state.waiter {
                state.waiter = nil
                waiter.resume(throwing: ServerProcessError.exitedBeforeListening(state.text))
            }
        }
    }

    static let petspotPort: @Sendable (String) -> Int? = { text in
        text.firstMatch(of: /listening on 127\.0\.0\.1:(\d+)/).flatMap { Int($0.1) }
    }
}

public enum ServerProcessError: Error, CustomStringConvertible {
    case exitedBeforeListening(String)

    public var description: String {
        switch self {
        case .exitedBeforeListening(let output): "petspot exited before listening:\n\(output)"
        }
    }
}
