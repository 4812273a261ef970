import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import Synchronization

/// The real `petspot` executable, started as a child process on a free port.
final class ServerProcess: Sendable {
    let port: Int
    private let process: Process
    private let output: OutputCollector

    /// The `petspot` built beside this test bundle.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("petspot")
    }

    /// Starts `petspot serve` on a free port and returns once it listens (or throws with its output).
    static func start(dataDirectory: URL, extraArguments: [String] = []) async throws -> ServerProcess {
        let process = Process()
        process.executableURL = executable
        process.currentDirectoryURL = dataDirectory
        process.arguments = ["serve", "--port", "0",
                             "--database", dataDirectory.appendingPathComponent("petspot.sqlite").path,
                             "--photos-dir", dataDirectory.appendingPathComponent("photos").path] + extraArguments
        var environment = ProcessInfo.processInfo.environment
        environment["PETSPOT_LOG_LEVEL"] = "info"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let output = OutputCollector(pipe.fileHandleForReading)
        try process.run()
        do {
            let port = try await output.listeningPort()
            return ServerProcess(process: process, port: port, output: output)
        } catch {
            process.terminate()
            process.waitUntilExit()
            throw error
        }
    }

    private init(process: Process, port: Int, output: OutputCollector) {
        self.process = process
        self.port = port
        self.output = output
    }

    var baseURL: String { "http://127.0.0.1:\(port)" }
    var log: String { output.text }

    func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Waits for the process to end and returns how it ended.
    func waitForExit() async -> (status: Int32, reason: Process.TerminationReason) {
        let process = self.process
        return await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                process.waitUntilExit()
                continuation.resume(returning: (process.terminationStatus, process.terminationReason))
            }
        }
    }
}

/// Reads a child's output on a thread of its own and finds the port it announces.
private final class OutputCollector: Sendable {
    private let state = Mutex<(text: String, waiter: CheckedContinuation<Int, any Error>?, finished: Bool)>(("", nil, false))

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

    var text: String { state.withLock { $0.text } }

    func listeningPort() async throws -> Int {
        try await withCheckedThrowingContinuation { continuation in
            state.withLock { state in
                if let port = Self.port(in: state.text) {
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
            if let waiter = state.waiter, let port = Self.port(in: state.text) {
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

    private static func port(in text: String) -> Int? {
        text.firstMatch(of: /listening on 127\.0\.0\.1:(\d+)/).flatMap { Int($0.1) }
    }
}

enum ServerProcessError: Error, CustomStringConvertible {
    case exitedBeforeListening(String)

    var description: String {
        switch self {
        case .exitedBeforeListening(let output): "petspot exited before listening:\n\(output)"
        }
    }
}

extension HTTPClient {
    /// Sends one request and returns its status and whole body.
    func send(_ method: HTTPMethod, _ url: String, headers: HTTPHeaders = [:], body: ByteBuffer? = nil) async throws -> (status: Int, body: ByteBuffer) {
        var request = HTTPClientRequest(url: url)
        request.method = method
        request.headers = headers
        if let body { request.body = .bytes(body) }
        let response = try await execute(request, timeout: .seconds(60))
        return (Int(response.status.code), try await response.body.collect(upTo: 20 * 1024 * 1024))
    }
}
