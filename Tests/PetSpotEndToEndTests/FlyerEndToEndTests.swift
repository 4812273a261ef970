import Foundation
import PetSpotAPI
import PetSpotDomain
import PetSpotFlows
import PetSpotFlowsAPI
import Testing
@testable import PetSpotServer

@Suite("The app's flyer through the client, end to end")
@MainActor
struct FlyerEndToEndTests {
    @Test(
        "Given a published report, when the app opens its flyer, then the short address is the server's, the same every time, of 8 characters, and a wrong id is not found"
    )
    func flyerFromTheAPI() async throws {
        try await withTemporaryDirectory { directory in
            try await LiveServer.run(in: directory) { server in
                let world = try LiveWorld(client: server.client, directory: directory)
                let request = CreateAnnouncementRequest(
                    status: .missing, species: .cat, sex: .female, lastSeenDate: world.today,
                    location: Coordinates(latitude: 52.22968, longitude: 21.01223), petName: "Mruczka",
                    phone: "+48600123456")
                let created = try await server.client.createAnnouncement(request, idempotencyKey: UUID().uuidString)
                let report = try await server.client.announcement(id: created.announcement.id)
                let flyers = APIReportFlyers(client: server.client)
                let model = FlyerViewModel(report: report, flyers: flyers)
                await model.load()
                let flyer = try #require(model.presentation)
                #expect(
                    flyer.shortAddress.firstMatch(of: /\/r\/[0-9A-Za-z]{8}$/) != nil && flyer.headline == "LOST CAT"
                        && flyer.qrCode != nil)
                #expect(try await flyers.shortAddress(of: report.id) == flyer.shortAddress)
                await #expect(throws: BrowseError.notFound) {
                    try await flyers.shortAddress(of: "00000000-0000-4000-8000-000000000000")
                }
            }
        }
    }
}
