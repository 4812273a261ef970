import Foundation
import PetSpotAPI
import PetSpotProcessTesting
import Testing

@Suite("Failing to reach the server")
struct ConnectionFailureTests {
    @Test(
        "Given a port no server listens on (as after one stopped), when the client calls it, then the error is noConnection"
    )
    func stoppedServerIsNoConnection() async throws {
        // The port stays bound, never listening, for the whole test: a stopped server's port could be
        // taken by another test's server starting meanwhile, and answer.
        let port = try ClosedPort()
        defer { port.release() }
        let client = PetSpotClient(baseURL: try #require(URL(string: "http://127.0.0.1:\(port.number)")))

        let error = await #expect(throws: PetSpotAPIError.self) { _ = try await client.health() }

        guard case .noConnection(let reason) = error else {
            Issue.record("expected .noConnection, got \(String(describing: error))")
            return
        }
        #expect(!reason.isEmpty)
    }

    @Test("Given a host name that does not resolve, when the client calls it, then the error is noConnection")
    func unknownHostIsNoConnection() async throws {
        let client = PetSpotClient(baseURL: try #require(URL(string: "http://petspot.invalid")))

        let error = await #expect(throws: PetSpotAPIError.self) { _ = try await client.health() }

        guard case .noConnection = error else {
            Issue.record("expected .noConnection, got \(String(describing: error))")
            return
        }
    }
}

/// A local TCP port bound but not listening: connecting to it is refused, and no other process can
/// take it until `release()`.
