import Foundation
import PetSpotAPI
import PetSpotDomain
import Testing

@Suite("Reading one announcement against the real server")
struct ReadAnnouncementTests {
    @Test("Given a created report, when it is read by id, then it equals what the create returned")
    func readReturnsTheCreatedAnnouncement() async throws {
        try await withServer { client, _ in
            let created = try await client.createAnnouncement(Fixtures.fullReport()).announcement

            let read = try await client.announcement(id: created.id)

            #expect(read == created)
        }
    }

    @Test(
        "Given an unknown id, when it is read, then the server's 404 NOT_FOUND is rejected",
        arguments: [
            "3f6c1a52-8e0b-4d7a-9c41-6b2e5d9f0a17", "not-a-uuid",
        ])
    func unknownIdIsNotFound(id: String) async throws {
        try await withServer { client, _ in
            let error = await #expect(throws: PetSpotAPIError.self) {
                _ = try await client.announcement(id: id)
            }

            guard case .rejected(let status, let envelope) = error else {
                Issue.record("expected .rejected, got \(String(describing: error))")
                return
            }
            #expect(status == 404)
            #expect(envelope.code == "NOT_FOUND")
            #expect(!envelope.requestId.isEmpty)
            #expect(error?.validationErrors == [])
        }
    }
}
