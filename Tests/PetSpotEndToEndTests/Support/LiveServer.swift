import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import PetSpotAPI
import PetSpotDomain
@testable import PetSpotServer
import PetSpotCore

/// The real server on a local port, with a temporary SQLite database and photo folder.
struct LiveServer: Sendable {
    let client: PetSpotClient
    let port: Int
    let directory: URL

    /// Runs `body` with a server on a free port whose data lives in `directory`.
    static func run<Result: Sendable>(
        in directory: URL, taxonomy: SpeciesTaxonomy = .bundled,
        faults: [any MiddlewareProtocol<Request, Response, PetSpotRequestContext>] = [],
        _ body: @escaping @Sendable @MainActor (LiveServer) async throws -> Result
    ) async throws -> Result {
        let configuration = ServerConfiguration(
            port: 0, database: .sqlite(path: directory.appendingPathComponent("petspot.sqlite").path),
            photosDirectory: directory.appendingPathComponent("photos"), logLevel: .warning, passwordHashRounds: 10,
            taxonomy: taxonomy
        )
        let application = try await buildApplication(
            configuration, clock: .system, logger: nil, innerMiddleware: faults)
        return try await application.test(.live) { testClient in
            guard let port = testClient.port, let url = URL(string: "http://127.0.0.1:\(port)") else {
                throw LiveServerError.noPort
            }
            return try await body(LiveServer(client: PetSpotClient(baseURL: url), port: port, directory: directory))
        }
    }

    /// A port nothing listens on now (taken from the system, then released).
}

enum LiveServerError: Error {
    case noPort
}

/// A temporary directory, removed when `body` ends.
@MainActor
func withTemporaryDirectory<Result>(_ body: @MainActor (URL) async throws -> Result) async throws -> Result {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("petspot-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try await body(directory)
}
