import Foundation
import PetSpotAPI
import Testing

@Suite("Cancelling a call")
struct CancellationTests {
    @Test(
        "Given a call the server never answers, when its task is cancelled, then the error is noConnection saying it was cancelled"
    )
    func cancelledTaskIsCancelled() async throws {
        let client = PetSpotClient(
            baseURL: try #require(URL(string: "http://\(StubURLProtocol.silentHost)")),
            session: StubURLProtocol.session())
        let call = Task { _ = try await client.health() }
        try await Task.sleep(for: .milliseconds(200))

        call.cancel()

        let result = await call.result
        guard case .failure(let error) = result else {
            Issue.record("expected a failure, got \(result)")
            return
        }
        #expect(error as? PetSpotAPIError == .noConnection("The request was cancelled"))
    }
}
