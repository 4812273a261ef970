import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import PetSpotDomain
import PetSpotProcessTesting
import Synchronization
import Testing
@testable import PetSpotServer
import PetSpotStorageTesting

@Suite("petspot as a real process: durability and graceful shutdown")
struct ServerProcessTests {
    @Test(
        "Given a burst of concurrent creates, when the process is killed with SIGKILL mid-burst and restarted, then every report answered 201 is there"
    )
    func killDuringWritesLosesNothingAnswered() async throws {
        try await withTemporaryDirectory { directory in
            let client = HTTPClient.shared
            let server = try await ServerProcess.start(in: directory)
            let answered = AnsweredIDs()
            let body = try jsonBuffer(validMissingReport(["lastSeenDate": "2026-01-01"]))
            let killAfter = 25
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<6 {
                    group.addTask {
                        // Bounded: each worker stops at its first failure (the kill) or after 100 requests.
                        for _ in 0..<100 {
                            guard
                                let response = try? await client.send(
                                    .POST, "\(server.baseURL)" + "/api/v1/announcements",
                                    headers: ["content-type": "application/json"], body: body),
                                response.status == 201,
                                let id =
                                    (try? JSONSerialization.jsonObject(with: Data(buffer: response.body))
                                    as? [String: Any])?["id"] as? String
                            else { return }
                            let count = answered.append(id)
                            if count == killAfter { server.send(SIGKILL) }
                        }
                    }
                }
            }
            let exit = await server.waitForExit()
            #expect(exit.reason == .uncaughtSignal)
            let ids = answered.all
            #expect(ids.count >= killAfter)

            let restarted = try await ServerProcess.start(in: directory)
            for id in ids {
                let response = try await client.send(.GET, "\(restarted.baseURL)" + "/api/v1/announcements/\(id)")
                #expect(response.status == 200, "report \(id) was answered 201 but is gone after the kill")
            }
            restarted.send(SIGTERM)
            _ = await restarted.waitForExit()
        }
    }

    @Test(
        "Given a running server, when it gets SIGTERM or SIGINT, then it stops gracefully with exit status 0",
        arguments: [SIGTERM, SIGINT])
    func gracefulShutdown(_ signal: Int32) async throws {
        try await withTemporaryDirectory { directory in
            let client = HTTPClient.shared
            let server = try await ServerProcess.start(in: directory)
            #expect(try await client.send(.GET, "\(server.baseURL)" + "/api/health").status == 200)
            server.send(signal)
            let exit = await server.waitForExit()
            #expect(exit.reason == .exit)
            #expect(exit.status == 0, "\(server.log)")
        }
    }

    @Test(
        "Given an orphan photo two hours old and a web session unused for 8 days, when petspot serve starts, then its sweeps remove both and keep what is recent"
    )
    func sweepsRunAtStart() async throws {
        try await withTemporaryDirectory { directory in
            let files = FileManager.default
            let photos = directory.appendingPathComponent("photos"),
                sessions = directory.appendingPathComponent(".petspot/web-sessions")
            let orphan = photos.appendingPathComponent("\(UUID().uuidString.lowercased()).png")
            let recent = photos.appendingPathComponent("\(UUID().uuidString.lowercased()).png")
            let abandoned = sessions.appendingPathComponent(String(repeating: "a", count: 32))
            try files.createDirectory(at: photos, withIntermediateDirectories: true)
            try files.createDirectory(at: abandoned, withIntermediateDirectories: true)
            try Data(samplePNG).write(to: orphan)
            try Data(samplePNG).write(to: recent)
            try files.setAttributes([.modificationDate: Date() - 7_200], ofItemAtPath: orphan.path)
            try files.setAttributes([.modificationDate: Date() - 8 * 86_400], ofItemAtPath: abandoned.path)
            let server = try await ServerProcess.start(in: directory)
            // The photo sweep runs in the service group as the server starts: wait (bounded) for its outcome.
            for _ in 0..<200 where files.fileExists(atPath: orphan.path) {
                try await Task.sleep(for: .milliseconds(50))
            }
            #expect(!files.fileExists(atPath: orphan.path), "\(server.log)")
            #expect(files.fileExists(atPath: recent.path))
            #expect(!files.fileExists(atPath: abandoned.path))
            await server.stop()
        }
    }

    @Test("Given the executable's help, then every flag and its environment variable is listed")
    func help() async throws {
        let process = Process()
        process.executableURL = ServerProcess.executable
        process.arguments = ["serve", "--help"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try ProcessLaunch.run(process)
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        for setting in ServerSettings.all {
            #expect(output.contains("--\(setting.flag) "), "--\(setting.flag) missing from --help")
            #expect(output.contains(setting.variable), "\(setting.variable) missing from --help")
        }
    }

    @Test(
        "Given seed without --demo, then it refuses; with --demo, then twelve listed reports appear once, however often it runs"
    )
    func seedDemo() async throws {
        try await withTemporaryDirectory { directory in
            func seed(_ arguments: [String]) throws -> (Int32, String) {
                let process = Process()
                process.executableURL = ServerProcess.executable
                process.currentDirectoryURL = directory
                process.arguments =
                    [
                        "seed", "--database", directory.appendingPathComponent("petspot.sqlite").path,
                        "--photos-dir", directory.appendingPathComponent("photos").path,
                    ] + arguments
                let pipe = Pipe()
                process.standardOutput = pipe
                process.standardError = pipe
                try ProcessLaunch.run(process)
                let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                return (process.terminationStatus, output)
            }
            let refused = try seed([])
            #expect(refused.0 != 0)
            #expect(refused.1.contains("--demo"))
            let first = try seed(["--demo"])
            #expect(first.0 == 0, "\(first.1)")
            #expect(first.1.contains("Added 12 demo reports"))
            let second = try seed(["--demo"])
            #expect(second.1.contains("already there"))

            let client = HTTPClient.shared
            let server = try await ServerProcess.start(in: directory)
            let nearby = try await client.send(
                .GET,
                "\(server.baseURL)"
                    + "/api/v1/announcements?lat=\(Coordinates.defaultArea.latitude)&lng=\(Coordinates.defaultArea.longitude)&range=50"
            )
            let data =
                (try JSONSerialization.jsonObject(with: Data(buffer: nearby.body)) as? [String: Any])?["data"]
                as? [[String: Any]]
            #expect(data?.count == 12)
            for item in data ?? [] {
                // Stored as the API stores it: a phone is only `+` and digits.
                if let phone = item["phone"] as? String {
                    #expect(phone.allSatisfy { $0 == "+" || $0.isNumber }, "\(phone)")
                }
            }
            let photo = try #require(data?.first?["photoUrl"] as? String)
            let image = try await client.send(.GET, "\(server.baseURL)" + photo)
            #expect(image.status == 200)
            #expect(Array(image.body.readableBytesView.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            server.send(SIGTERM)
            _ = await server.waitForExit()
        }
    }
}

/// The ids of reports the server answered 201 for, collected from several tasks.
private final class AnsweredIDs: Sendable {
    private let ids = Mutex<[String]>([])

    var all: [String] { ids.withLock { $0 } }

    /// Adds one and returns how many there are now.
    func append(_ id: String) -> Int {
        ids.withLock {
            $0.append(id)
            return $0.count
        }
    }
}
