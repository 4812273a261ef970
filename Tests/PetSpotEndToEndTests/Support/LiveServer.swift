import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import PetSpotAPI
import PetSpotDomain
@testable import PetSpotServer

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
        let application = try await buildApplication(configuration, clock: .system, logger: nil, postgresSearchPath: nil, innerMiddleware: faults)
        return try await application.test(.live) { testClient in
            guard let port = testClient.port, let url = URL(string: "http://127.0.0.1:\(port)") else { throw LiveServerError.noPort }
            return try await body(LiveServer(client: PetSpotClient(baseURL: url), port: port, directory: directory))
        }
    }

    /// A port nothing listens on now (taken from the system, then released).
    static func freePort() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw LiveServerError.noPort }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0 }
        }
        guard bound else { throw LiveServerError.noPort }
        return Int(UInt16(bigEndian: address.sin_port))
    }
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
