import Foundation

/// The real `petspot serve`, run as a child process on a free port with its own database and photos.
final class ServerProcess: Sendable {
    let port: Int
    let directory: URL
    private let process: Process
    private let collector: OutputCollector

    /// Starts the server in a fresh temporary directory and returns once it listens.
    static func start(adminToken: String? = nil) async throws -> ServerProcess {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("petspot-api-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)

        let process = Process()
        process.executableURL = ServerExecutable.url
        process.currentDirectoryURL = directory
        // --log-level info: the port is announced by an info line, whatever the caller's environment says.
        process.arguments = ["serve", "--port", "0", "--log-level", "info",
                             "--database", directory.appendingPathComponent("db.sqlite").path,
                             "--photos-dir", directory.appendingPathComponent("photos").path]
            + (adminToken.map { ["--admin-token", $0] } ?? [])
        // The developer's own PETSPOT_* or DATABASE_URL must not redirect the test server.
        process.environment = ProcessInfo.processInfo.environment.filter {
            !$0.key.hasPrefix("PETSPOT_") && $0.key != "DATABASE_URL"
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let collector = OutputCollector(pipe.fileHandleForReading)
        try process.run()
        do {
            let port = try await collector.listeningPort()
            return ServerProcess(process: process, port: port, directory: directory, collector: collector)
        } catch {
            process.terminate()
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: directory)
            throw error
        }
    }

    private init(process: Process, port: Int, directory: URL, collector: OutputCollector) {
        self.process = process
        self.port = port
        self.directory = directory
        self.collector = collector
    }

    /// `http://127.0.0.1:<port>`.
    var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)")!
    }

    /// What the server printed (for failure messages).
    var log: String { collector.output }

    /// Sends SIGTERM, waits for the process to end and removes its directory.
    func stop() async {
        let process = self.process
        if process.isRunning {
            process.terminate()
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            // waitUntilExit blocks, so keep it off the cooperative pool.
            DispatchQueue.global().async {
                process.waitUntilExit()
                continuation.resume()
            }
        }
        try? FileManager.default.removeItem(at: directory)
    }
}
