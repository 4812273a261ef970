import HTTPTypes
import Testing
@testable import PetSpotServer

@Suite("A full disk or database answers 503 with Retry-After, never 500")
struct StorageFullAnswerTests {
    @Test("Given storage full, then the envelope is 503 UNAVAILABLE with Retry-After and says nothing was changed")
    func answer() {
        let answer = ErrorEnvelopeMiddleware.storageFull
        #expect(
            answer.status == .serviceUnavailable && answer.code == .unavailable && answer.headers[.retryAfter] == "60")
        #expect(answer.message.contains("nothing was changed"))
    }
}
