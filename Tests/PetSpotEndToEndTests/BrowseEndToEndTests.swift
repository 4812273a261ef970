import Foundation
import PetSpotAPI
import PetSpotDomain
import PetSpotFlows
import PetSpotFlowsAPI
import Testing
@testable import PetSpotServer

@Suite("Browsing reports through the client, end to end")
@MainActor
struct BrowseEndToEndTests {
    @Test(
        "Given reports on the server, when the Lost pets tab loads near the person and a report is opened, then the real reports show, nearest first, with their details"
    )
    func lostPetsAndDetails() async throws {
        try await withTemporaryDirectory { directory in
            try await LiveServer.run(in: directory) { server in
                let world = try LiveWorld(client: server.client, directory: directory)
                let photo = Data(world.photoBytes)
                let today = world.today
                func publish(_ status: AnnouncementStatus, name: String?, latitude: Double) async throws -> String {
                    let request = CreateAnnouncementRequest(
                        status: status, species: .dog, sex: .female, lastSeenDate: today,
                        location: Coordinates(latitude: latitude, longitude: 21.01223), petName: name,
                        phone: "+48600123456"
                    )
                    let created = try await server.client.createAnnouncement(request, idempotencyKey: UUID().uuidString)
                    _ = try await server.client.uploadPhoto(
                        photo, fileName: "p.png", type: .png, to: created.announcement.id,
                        managementPassword: created.managementPassword)
                    return created.announcement.id
                }
                let far = try await publish(.missing, name: "Far", latitude: 52.22968 + 3 / 111.195)
                let near = try await publish(.missing, name: "Near", latitude: 52.22968 + 1 / 111.195)
                _ = try await publish(.found, name: nil, latitude: 52.22968)

                let browsing = APIReportsBrowsing(client: server.client)
                let lost = ReportsListViewModel(
                    kind: .lost, browsing: browsing, location: FixedLocation(),
                    defaultArea: .defaultArea)
                await lost.load()
                #expect(lost.rows.map(\.id) == [near, far])
                #expect(lost.rows.map(\.distanceText) == ["1.0 km away", "3.0 km away"])
                #expect(lost.pins.count == 2)
                let thumbnail = try #require(lost.rows.first?.photoPath)
                #expect(thumbnail.hasSuffix("?size=thumbnail"))
                #expect(
                    try await server.client.data(atPath: thumbnail).starts(with: [0xFF, 0xD8, 0xFF]),
                    "the list's photo is its JPEG thumbnail")

                let details = ReportDetailsViewModel(id: near, browsing: browsing)
                await details.load()
                #expect(details.title == "Near")
                #expect(details.callURL?.absoluteString == "tel:+48600123456")
                let photoPath = try #require(details.photoPath)
                #expect(photoPath.hasSuffix("?size=display"))
                #expect(
                    try await server.client.data(atPath: photoPath).starts(with: [0xFF, 0xD8, 0xFF]),
                    "the page's photo is its JPEG display copy")
                let original = try #require(details.report?.photoUrl)
                #expect(
                    Array(try await server.client.data(atPath: original)) == world.photoBytes,
                    "the photo itself is kept as sent")

                let gone = ReportDetailsViewModel(id: UUID().uuidString, browsing: browsing)
                await gone.load()
                #expect(gone.banner?.title == Copy.Browse.reportGoneTitle)
            }
        }
    }

    @Test(
        "Given a published report, when its owner signs in to manage it through the client, then wrong passwords, the rate limit and an unknown report each read as their own case"
    )
    func removal() async throws {
        try await withTemporaryDirectory { directory in
            try await LiveServer.run(in: directory) { server in
                let world = try LiveWorld(client: server.client, directory: directory)
                let request = CreateAnnouncementRequest(
                    status: .found, species: .cat, sex: .male, lastSeenDate: world.today,
                    location: .defaultArea, email: "finder@example.com")
                let created = try await server.client.createAnnouncement(request, idempotencyKey: UUID().uuidString)
                let id = created.announcement.id
                let manager = APIReportManager(client: server.client)
                let filter = ReportsFilter(species: .cat)
                #expect(
                    try await APIReportsBrowsing(client: server.client).reports(matching: filter, cursor: nil).reports
                        .isEmpty)

                let model = ManageReportViewModel(
                    reportID: id, managing: manager, environment: world.environment, taxonomy: world.taxonomy)
                model.editPassword("AAAAA-AAAAA")
                await model.signIn()
                #expect(model.passwordFieldModel.errorMessage == Copy.Removal.wrongPassword)
                for _ in 0..<5 { await model.signIn() }
                #expect(model.passwordFieldModel.errorMessage == Copy.Removal.tooManyAttempts(minutes: 15))

                let unknown = ManageReportViewModel(
                    reportID: UUID().uuidString, managing: manager, environment: world.environment,
                    taxonomy: world.taxonomy)
                unknown.editPassword(created.managementPassword)
                await unknown.signIn()
                #expect(unknown.passwordFieldModel.errorMessage == Copy.Removal.alreadyRemoved)
            }
        }
    }

    @Test(
        "Given a published report, when its owner types the password shown at creation, then it is removed and a repeat says it is gone"
    )
    func removalSucceeds() async throws {
        try await withTemporaryDirectory { directory in
            try await LiveServer.run(in: directory) { server in
                let world = try LiveWorld(client: server.client, directory: directory)
                let request = CreateAnnouncementRequest(
                    status: .missing, species: .dog, sex: .female, lastSeenDate: world.today,
                    location: .defaultArea, phone: "+48600123456")
                let created = try await server.client.createAnnouncement(request, idempotencyKey: UUID().uuidString)
                let manager = APIReportManager(client: server.client)
                let model = ManageReportViewModel(
                    reportID: created.announcement.id, managing: manager, environment: world.environment,
                    taxonomy: world.taxonomy)
                model.editPassword(created.managementPassword.lowercased())
                await model.signIn()
                model.ask(.remove)
                await model.confirm()
                #expect(model.isRemoved)
                await #expect(throws: OwnerActionError.notFound) {
                    try await manager.remove(
                        id: created.announcement.id, managementPassword: created.managementPassword)
                }
            }
        }
    }

    @Test(
        "Given a published report, when its owner changes the pet on the wizard's screen (breed, sex, the point by GPS) and saves, then the server holds exactly that and the rest as it was"
    )
    func ownerEditsThePet() async throws {
        try await withTemporaryDirectory { directory in
            try await LiveServer.run(in: directory) { server in
                let world = try LiveWorld(client: server.client, directory: directory)
                let request = CreateAnnouncementRequest(
                    status: .missing, species: .dog, sex: .female, lastSeenDate: world.today,
                    petName: "Luna", breed: "Beagle", age: 3, phone: "+48600123456")
                let created = try await server.client.createAnnouncement(request, idempotencyKey: UUID().uuidString)
                let model = ManageReportViewModel(
                    reportID: created.announcement.id, managing: APIReportManager(client: server.client),
                    environment: world.environment, taxonomy: world.taxonomy)
                model.editPassword(created.managementPassword)
                await model.signIn()
                let pet = try #require(model.petDetails)
                pet.selectRace(RaceChoice.other)
                pet.editOtherRace("Beagle mix")
                pet.selectGender(.male)
                await pet.requestGPSPosition()
                await model.saveTapped()
                #expect(model.outcome == .saved && model.failure == nil && model.problems.isEmpty)
                let stored = try await server.client.announcement(id: created.announcement.id)
                #expect(stored.breed == "Beagle mix" && stored.sex == .male)
                #expect(stored.location == Coordinates(latitude: 52.22968, longitude: 21.01223))
                #expect(stored.petName == "Luna" && stored.age == 3 && stored.species == .dog)
            }
        }
    }
}
