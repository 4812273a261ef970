import Foundation

/// The real `petspot serve`, run as a child process on a free port, for tests that need a server
/// they can kill, restart and reach over the network like any client.
public final class ServerProcess: Sendable {
    public let port: Int
    /// Where its database (`petspot.sqlite`) and photos (`photos/`) live.
    public let directory: URL
    private let ownsDirectory: Bool
    private let process: Process
    private let output: OutputCollector

    /// `$PETSPOT_BINARY` if set, else the `petspot` built beside the test bundle (a test target that
    /// depends on the executable makes `swift test` build it fresh).
    public static var executable: URL {
        if let path = ProcessInfo.processInfo.environment["PETSPOT_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            "petspot")
    }

    /// Starts `petspot serve` with its data in `directory` (a new temporary one, removed by `stop()`,
    /// when `nil`) and returns once it listens; throws with its output if it exits first.
    public static func start(in directory: URL? = nil, arguments extra: [String] = []) async throws -> ServerProcess {
        let dataDirectory =
            directory
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("petspot-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = executable
        process.currentDirectoryURL = dataDirectory
        // --log-level info: the port is announced by an info line, whatever the environment says.
        // --creation-limits: every request of a test comes from this machine, and a burst test makes
        // more reports than one client may in an hour (the contract's limits have their own test).
        process.arguments =
            [
                "serve", "--port", "0", "--log-level", "info", "--creation-limits", "100000,100000,100000",
                "--database", dataDirectory.appendingPathComponent("petspot.sqlite").path,
                "--photos-dir", dataDirectory.appendingPathComponent("photos").path,
            ] + extra
        // The developer's own PETSPOT_* or DATABASE_URL must not redirect the test server.
        process.environment = ProcessInfo.processInfo.environment.filter {
            !$0.key.hasPrefix("PETSPOT_") && $0.key != "DATABASE_URL"
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let output = OutputCollector(pipe.fileHandleForReading)
        try ProcessLaunch.run(process)
        do {
            let port = try await output.listeningPort()
            return ServerProcess(
                process: process, port: port, directory: dataDirectory, ownsDirectory: directory == nil, output: output)
        } catch {
            process.terminate()
            process.waitUntilExit()
            if directory == nil { try? FileManager.default.removeItem(at: dataDirectory) }
            throw error
        }
    }

    private init(process: Process, port: Int, directory: URL, ownsDirectory: Bool, output: OutputCollector) {
        self.process = process
        self.port = port
        self.directory = directory
        self.ownsDirectory = ownsDirectory
        self.output = output
    }

    /// `http://127.0.0.1:<port>`.
    public var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
    }

    /// What the server printed so far (for failure messages).
    public var log: String { output.text }

    public func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Waits for the process to end and returns how it ended.
    public func waitForExit() async -> (status: Int32, reason: Process.TerminationReason) {
        let process = self.process
        return await withCheckedContinuation { continuation in
            // waitUntilExit blocks, so keep it off the cooperative pool.
            DispatchQueue.global().async {
                process.waitUntilExit()
                continuation.resume(returning: (process.terminationStatus, process.terminationReason))
            }
        }
    }

    /// Stops it with SIGTERM, waits for the exit and removes the directory it created.
    public func stop() async {
        if process.isRunning { process.terminate() }
        _ = await waitForExit()
        if ownsDirectory { try? FileManager.default.removeItem(at: directory) }
    }
}
