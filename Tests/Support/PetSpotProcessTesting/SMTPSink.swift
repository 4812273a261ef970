import Foundation

/// A real SMTP server for the mail tests: Python's aiosmtpd (PyPI) running `Tests/SMTPSink/smtp_sink.py`,
/// started and stopped by the test. It writes each accepted message to its folder. Needs
/// `PETSPOT_TEST_SMTP_PYTHON`, a Python with aiosmtpd (`.ci/run` sets one up); tests that need it
/// are enabled only then.
public final class SMTPSink: Sendable {
    /// What the sink received: the envelope and the message as the relay stored it.
    public struct Received: Sendable {
        public let from: String
        public let to: [String]
        public let message: String
    }

    public static let python = ProcessInfo.processInfo.environment["PETSPOT_TEST_SMTP_PYTHON"].flatMap {
        $0.isEmpty ? nil : $0
    }
    public static var isAvailable: Bool { python != nil }

    public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    public let port: Int
    public let directory: URL
    private let process: Process

    /// Starts a sink. `options`: the script's (`--starttls CERT KEY`, `--smtps CERT KEY`, `--auth U:P`, `--reject-rcpt A`, `--port N`, `--silent-quit`).
    public static func start(options: [String] = []) async throws -> SMTPSink {
        guard let python else { throw SMTPSinkError.unavailable }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "petspot-smtp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments =
            [repository.appendingPathComponent("Tests/SMTPSink/smtp_sink.py").path, directory.path] + options
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try ProcessLaunch.run(process)
        let output = OutputCollector(pipe.fileHandleForReading) { text in
            text.firstMatch(of: /READY (\d+)/).flatMap { Int($0.1) }
        }
        let port = try await output.listeningPort()
        return SMTPSink(port: port, directory: directory, process: process)
    }

    private init(port: Int, directory: URL, process: Process) {
        self.port = port
        self.directory = directory
        self.process = process
    }

    /// The messages received so far, in order.
    public func received() throws -> [Received] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".eml") }
            .sorted { (Int($0.dropLast(4)) ?? 0) < (Int($1.dropLast(4)) ?? 0) }
        return try names.map { name in
            let base = directory.appendingPathComponent(String(name.dropLast(4)))
            let envelope =
                try JSONSerialization.jsonObject(with: Data(contentsOf: base.appendingPathExtension("json")))
                as? [String: Any] ?? [:]
            return Received(
                from: envelope["from"] as? String ?? "", to: envelope["to"] as? [String] ?? [],
                message: String(decoding: try Data(contentsOf: base.appendingPathExtension("eml")), as: UTF8.self))
        }
    }

    /// Waits until `count` messages arrived (polling the folder), or `deadline` passed.
    public func waitFor(_ count: Int, within deadline: Duration = .seconds(20)) async throws -> [Received] {
        let clock = ContinuousClock()
        let end = clock.now.advanced(by: deadline)
        while true {
            let messages = try received()
            if messages.count >= count || clock.now >= end { return messages }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// Waits until a client has said QUIT `count` times (with `--silent-quit`, which writes a mark
    /// for each), or `deadline` passed; returns how many did.
    public func waitForQuits(_ count: Int, within deadline: Duration = .seconds(20)) async throws -> Int {
        let clock = ContinuousClock()
        let end = clock.now.advanced(by: deadline)
        while true {
            let quits = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
                $0.hasPrefix("QUIT-")
            }.count
            if quits >= count || clock.now >= end { return quits }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    public func stop() {
        process.terminate()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: directory)
    }
}

public enum SMTPSinkError: Error {
    case unavailable
}
