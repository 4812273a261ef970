import Foundation
import PetSpotAPI
import PetSpotDomain
import PetSpotFlows
import PetSpotFlowsAPI
import Testing
@testable import PetSpotServer

@Suite("The app's language over the API: the API words things in English, the app again in its own")
@MainActor
struct MatchReasonsLanguageTests {
    @Test(
        "Given a missing dog and a found dog near it, when the app reads the missing one's matches in Polish, then each reason is the catalogue's Polish, in the server's order; in English they are the server's own words"
    )
    func reasonsInPolish() async throws {
        try await withTemporaryDirectory { directory in
            try await LiveServer.run(in: directory) { server in
                let world = try LiveWorld(client: server.client, directory: directory)
                let today = world.today, photo = Data(world.photoBytes)
                func published(_ status: AnnouncementStatus, _ latitude: Double) async throws -> String {
                    let request = CreateAnnouncementRequest(
                        status: status, species: .dog, sex: .male, lastSeenDate: today,
                        location: Coordinates(latitude: latitude, longitude: 19.9373), breed: "Beagle",
                        phone: "+48600123456")
                    let created = try await server.client.createAnnouncement(request, idempotencyKey: UUID().uuidString)
                    _ = try await server.client.uploadPhoto(
                        photo, fileName: "pet.png", type: .png,
                        to: created.announcement.id, managementPassword: created.managementPassword)
                    return created.announcement.id
                }
                let missing = try await published(.missing, 50.0617)
                _ = try await published(.found, 50.0647)
                let browsing = APIReportsBrowsing(client: server.client)

                let english = try #require(try await browsing.matches(of: missing, limit: 10).first)
                let polish = try #require(
                    try await Language.speaking(.polish) { try await browsing.matches(of: missing, limit: 10) }.first)
                #expect(english.reasons.map(\.code) == polish.reasons.map(\.code))
                #expect(
                    english.reasons.contains { $0.message == "Both are dogs" }
                        && english.reasons.contains { $0.message == "Same breed: Beagle" })
                #expect(
                    polish.reasons.contains { $0.message == "Oba to psy" }
                        && polish.reasons.contains { $0.message == "Ta sama rasa: Beagle" })
                #expect(
                    polish.reasons.contains {
                        $0.message.hasPrefix("Znalezione")
                            && $0.message.hasSuffix("od miejsca zaginięcia, w pobliżu: Kraków")
                    })
                let card = Language.speaking(.polish) { MatchCardModel(polish) }
                #expect(
                    card.reasons == polish.reasons.map(\.message)
                        && ["Bardzo prawdopodobne", "Prawdopodobne", "Możliwe"].contains(card.confidence))
            }
        }
    }

    @Test(
        "Given a sighting only the server can refuse (seen before the pet went missing), when the app sends it in Polish, then the refusal reaches it in the catalogue's Polish, field and code as the server gave them"
    )
    func serverRefusalInPolish() async throws {
        try await withTemporaryDirectory { directory in
            try await LiveServer.run(in: directory) { server in
                let world = try LiveWorld(client: server.client, directory: directory)
                let request = CreateAnnouncementRequest(
                    status: .missing, species: .dog, sex: .male, lastSeenDate: world.today,
                    location: Coordinates(latitude: 50.0617, longitude: 19.9373), phone: "+48600123456")
                let created = try await server.client.createAnnouncement(request, idempotencyKey: UUID().uuidString)
                let early = SightingRequest(
                    seenAt: Date().addingTimeInterval(-5 * 86_400),
                    location: try #require(Coordinates(latitude: 50.06, longitude: 19.94)))
                do throws(PetSpotAPIError) {
                    _ = try await server.client.addSighting(early, to: created.announcement.id)
                    Issue.record("a sighting before the report's day was taken")
                } catch {
                    let english = try #require(error.validationErrors.first)
                    let polish = try #require(Language.speaking(.polish) { error.validationErrors }.first)
                    #expect(
                        english.message == Copy.Validation.beforeLastSeen && english.field == polish.field
                            && english.code == polish.code)
                    #expect(
                        polish.message
                            == "To jest przed zaginięciem lub znalezieniem zwierzęcia. Sprawdź dzień, w którym je widziano."
                    )
                }
            }
        }
    }
}
