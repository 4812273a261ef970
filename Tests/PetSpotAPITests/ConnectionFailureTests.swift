import Foundation
import PetSpotAPI
import PetSpotProcessTesting
import Testing

@Suite("Failing to reach the server")
struct ConnectionFailureTests {
    @Test("Given a server that has stopped, when the client calls its port, then the error is noConnection")
    func stoppedServerIsNoConnection() async throws {
        let server = try await ServerProcess.start()
        let closedPort = server.baseURL
        await server.stop()
        let client = PetSpotClient(baseURL: closedPort)

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
