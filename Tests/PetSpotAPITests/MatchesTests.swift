import Foundation
import PetSpotAPI
import PetSpotDomain
import Testing

@Suite("Possible matches against the real server")
struct MatchesTests {
    @Test(
        "Given a missing dog and the same dog found with the same chip, then the client reads it first, decoded with its reasons and confidence; a bad limit is the server's 400"
    )
    func readsMatches() async throws {
        try await withServer { client, _ in
            func published(_ report: CreateAnnouncementRequest) async throws -> String {
                let created = try await client.createAnnouncement(report)
                _ = try await client.uploadPhoto(
                    SamplePNG.data(), fileName: "pet.png", type: .png,
                    to: created.announcement.id, managementPassword: created.managementPassword)
                return created.announcement.id
            }
            let lost = try await published(Fixtures.fullReport())
            var found = Fixtures.report(.found, .dog, at: Coordinates(latitude: 52.2310, longitude: 21.0122))
            found.microchipNumber = "616098100012345"
            found.description = "black & white collie, red collar"
            let foundID = try await published(found)

            let matches = try await client.matches(of: lost)
            #expect(matches.map(\.id) == [foundID])
            let match = try #require(matches.first)
            #expect(match.hasSameMicrochip && match.confidence == .veryLikely)
            #expect(match.reasons.map(\.code).contains(.similarDescription))
            #expect(match.announcement.microchipNumber == "616098100012345")
            #expect(try await client.matches(of: foundID, limit: 1).map(\.id) == [lost])

            let error = await #expect(throws: PetSpotAPIError.self) { try await client.matches(of: lost, limit: 0) }
            guard case .rejected(400, let envelope) = error else {
                Issue.record("expected .rejected(400), got \(String(describing: error))")
                return
            }
            #expect(envelope.code == "INVALID_PARAMETER" && envelope.field == "limit")
        }
    }
}
