import Foundation
import PetSpotAPI
import PetSpotDomain
import PetSpotFlows
import PetSpotFlowsAPI
import Testing
@testable import PetSpotServer
import PetSpotCore

@Suite("Possible matches in the app's language: the API words them in English, the app again in its own")
@MainActor
struct MatchReasonsLanguageTests {
    @Test("Given a missing dog and a found dog near it, when the app reads the missing one's matches in Polish, then each reason is the catalogue's Polish, in the server's order; in English they are the server's own words")
    func reasonsInPolish() async throws {
        try await withTemporaryDirectory { directory in
            try await LiveServer.run(in: directory) { server in
                let world = try LiveWorld(client: server.client, directory: directory)
                let today = world.today, photo = Data(world.photoBytes)
                func published(_ status: AnnouncementStatus, _ latitude: Double) async throws -> String {
                    let request = CreateAnnouncementRequest(status: status, species: .dog, sex: .male, lastSeenDate: today,
                                                            location: Coordinates(latitude: latitude, longitude: 19.9373), breed: "Beagle",
                                                            phone: "+48600123456")
                    let created = try await server.client.createAnnouncement(request, idempotencyKey: UUID().uuidString)
                    _ = try await server.client.uploadPhoto(photo, fileName: "pet.png", type: .png,
                                                            to: created.announcement.id, managementPassword: created.managementPassword)
                    return created.announcement.id
                }
                let missing = try await published(.missing, 50.0617)
                _ = try await published(.found, 50.0647)
                let browsing = APIReportsBrowsing(client: server.client)

                let english = try #require(try await browsing.matches(of: missing, limit: 10).first)
                let polish = try #require(try await Language.$current.withValue(.polish) { try await browsing.matches(of: missing, limit: 10) }.first)
                #expect(english.reasons.map(\.code) == polish.reasons.map(\.code))
                #expect(english.reasons.contains { $0.message == "Both are dogs" } && english.reasons.contains { $0.message == "Same breed: Beagle" })
                #expect(polish.reasons.contains { $0.message == "Oba to psy" } && polish.reasons.contains { $0.message == "Ta sama rasa: Beagle" })
                #expect(polish.reasons.contains { $0.message.hasPrefix("Znalezione") && $0.message.hasSuffix("od miejsca zaginięcia") })
                let card = Language.$current.withValue(.polish) { MatchCardModel(polish) }
                #expect(card.reasons == polish.reasons.map(\.message) && ["Bardzo prawdopodobne", "Prawdopodobne", "Możliwe"].contains(card.confidence))
            }
        }
    }
}
