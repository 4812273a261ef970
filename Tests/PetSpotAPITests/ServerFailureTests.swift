import Foundation
import PetSpotAPI
import Testing

@Suite("Server failures, from a fake server inside URLSession")
struct ServerFailureTests {
    private func client(host: String) throws -> PetSpotClient {
        PetSpotClient(baseURL: try #require(URL(string: "http://\(host)")), session: StubURLProtocol.session())
    }

    @Test("Given a 500 with the error envelope, when called, then the error is serverFailure carrying the envelope")
    func internalErrorKeepsTheEnvelope() async throws {
        let client = try client(host: "status-500.stub")

        let error = await #expect(throws: PetSpotAPIError.self) { _ = try await client.announcement(id: "x") }

        let expected = APIErrorEnvelope(
            requestId: "req-500", code: "INTERNAL_SERVER_ERROR", message: "Internal server error")
        #expect(error == .serverFailure(status: 500, expected))
        #expect(error?.validationErrors == [])
    }

    @Test("Given a proxy's HTML 502, when called, then the error is serverFailure without an envelope")
    func htmlBadGatewayHasNoEnvelope() async throws {
        let client = try client(host: "status-502-html.stub")

        let error = await #expect(throws: PetSpotAPIError.self) { _ = try await client.health() }

        #expect(error == .serverFailure(status: 502, nil))
    }

    @Test("Given a 4xx that is not the server's envelope, when called, then it is a serverFailure, not a rejection")
    func unexplainedClientErrorIsAFailure() async throws {
        let client = try client(host: "status-413-html.stub")

        let error = await #expect(throws: PetSpotAPIError.self) {
            _ = try await client.uploadPhoto(
                Data([1, 2, 3]), fileName: "a.png", type: .png, to: "x", managementPassword: "p")
        }

        #expect(error == .serverFailure(status: 413, nil))
    }

    @Test("Given a 200 whose body is not the expected JSON, when called, then the error is serverFailure")
    func garbageSuccessIsAFailure() async throws {
        let client = try client(host: "status-200-garbage.stub")

        let error = await #expect(throws: PetSpotAPIError.self) { _ = try await client.announcements() }

        #expect(error == .serverFailure(status: 200, nil))
    }
}
