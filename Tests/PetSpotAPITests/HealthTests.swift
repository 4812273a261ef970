import Foundation
import PetSpotAPI
import Testing

@Suite("Health check against the real server")
struct HealthTests {
    @Test("Given a running server, when its health is checked, then it is ok with the current time")
    func healthy() async throws {
        try await withServer { client, _ in
            let health = try await client.health()

            #expect(health.status == "ok")
            #expect(abs(health.timestamp.timeIntervalSinceNow) < 60)
        }
    }
}
