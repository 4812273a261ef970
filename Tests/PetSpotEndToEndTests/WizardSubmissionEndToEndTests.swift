import Foundation
import PetSpotAPI
import PetSpotDomain
import PetSpotFlows
import Testing
@testable import PetSpotServer

/// Both wizards driven from their first step to their last through the view models, submitting
/// through the real client to the real server, then read back through the API.
@Suite("Wizards submit for real, end to end")
@MainActor
struct WizardSubmissionEndToEndTests {
    @Test(
        "Given the Missing wizard filled in, when Continue on step 4 is tapped, then the report and photo reach the server exactly as entered and the summary shows the server's password"
    )
    func missingWizard() async throws {
        try await withTemporaryDirectory { directory in
            try await LiveServer.run(in: directory) { server in
                let world = try LiveWorld(client: server.client, directory: directory)
                let flow = ReportMissingPetFlow(environment: world.environment, taxonomy: world.taxonomy)
                let id = try await Self.completeMissing(flow, world: world)
                let announcement = try await server.client.announcement(id: id)
                #expect(announcement.status == .missing)
                #expect(announcement.petName == nil, "a blank name is sent as no name")
                #expect(announcement.species == .dog)
                #expect(announcement.breed == "Beagle")
                #expect(announcement.sex == .male)
                #expect(announcement.age == 4)
                #expect(announcement.description == "Red collar.\nShy with men.")
                #expect(announcement.microchipNumber == "616093900123456")
                #expect(announcement.locationLatitude == 50.06170)
                #expect(announcement.locationLongitude == 19.93730)
                #expect(announcement.lastSeenDate == world.today)
                #expect(announcement.contactVisibility == .private, "Keep them private is preselected")
                #expect(announcement.phone == nil && announcement.email == nil)
                #expect(announcement.reward == "500 PLN")
                let photoURL = try #require(announcement.photoUrl)
                #expect(Array(try await server.client.data(atPath: photoURL)) == world.photoBytes)
                let summary = try #require(flow.summaryViewModel())
                #expect(summary.managementPassword.wholeMatch(of: /[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}/) != nil)
                let owned = try await server.client.announcement(id: id, managementPassword: summary.managementPassword)
                #expect(
                    owned.phone == "+48512345678" && owned.email == "owner@example.com", "the owner's read shows them")
                // The password the summary shows removes the report.
                try await server.client.deleteAnnouncement(id: id, managementPassword: summary.managementPassword)
            }
        }
    }

    @Test(
        "Given the Found wizard filled in with collar data and caregiver fields, when submitted, then the chip's digits are sent, the caregiver's phone and the address reach the finder's own read only, and the confirmation shows the password"
    )
    func foundWizard() async throws {
        try await withTemporaryDirectory { directory in
            try await LiveServer.run(in: directory) { server in
                let world = try LiveWorld(client: server.client, directory: directory)
                let flow = ReportFoundPetFlow(environment: world.environment, taxonomy: world.taxonomy)
                let contact = try await Self.fillFound(flow, world: world)
                await contact.submitTapped()
                #expect(flow.step == .confirmation)
                let id = try #require(flow.state.submission.created?.id)
                let announcement = try await server.client.announcement(id: id)
                #expect(announcement.status == .found)
                #expect(announcement.microchipNumber == "123456789012345")
                #expect(announcement.species == .cat)
                #expect(announcement.sex == .female)
                #expect(announcement.breed == nil)
                #expect(announcement.locationLatitude == 52.22968)
                #expect(announcement.locationLongitude == 21.01223)
                #expect(announcement.phone == "+48600123456")
                #expect(announcement.email == "finder@example.com")
                #expect(announcement.description == "Blue collar")
                // The caregiver's phone is a contact, public as the finder chose; the address is the finder's only.
                #expect(announcement.caregiverPhone == "511222333" && announcement.currentAddress == nil)
                let owned = try await server.client.announcement(
                    id: id, managementPassword: flow.state.submission.created?.managementPassword ?? "")
                #expect(owned.caregiverPhone == "511222333" && owned.currentAddress == "ul. Kwiatowa 5\nWarszawa")
                let photoURL = try #require(announcement.photoUrl)
                #expect(Array(try await server.client.data(atPath: photoURL)) == world.photoBytes)
                let confirmation = try #require(flow.confirmationViewModel())
                await confirmation.copyPasswordTapped()
                #expect(world.pasteboard.texts == [confirmation.managementPassword])
                let nearby = try await server.client.announcements(
                    AnnouncementQuery(latitude: 52.23, longitude: 21.01, rangeKilometres: 5))
                #expect(nearby.data.map(\.id) == [id])
            }
        }
    }

    // MARK: Filling the wizards

    /// Fills the Missing wizard, submits it and returns the new announcement's id.
    static func completeMissing(_ flow: ReportMissingPetFlow, world: LiveWorld) async throws -> String {
        try await fillMissing(flow, world: world)
        await flow.ownersDetailsViewModel().continueTapped()
        #expect(flow.step == .summary)
        return try #require(flow.state.submission.created?.id)
    }

    static func fillMissing(_ flow: ReportMissingPetFlow, world: LiveWorld) async throws {
        let microchip = flow.microchipViewModel()
        microchip.editMicrochip("61609-39001-23456")
        microchip.continueTapped()
        let photo = flow.photoViewModel()
        photo.photoPicked(
            fileName: "pet.png", mimeType: "image/png", byteCount: world.photoBytes.count, location: world.photoPath)
        photo.continueTapped()
        let details = flow.animalDescriptionViewModel()
        details.editPetName("   ")
        details.selectSpecies(.dog)
        details.selectRace("Beagle")
        details.selectGender(.male)
        details.editAge("4")
        details.editLatitude("50.06170")
        details.editLongitude("19.93730")
        details.editDescription("Red collar.\nShy with men.")
        details.continueTapped()
        #expect(flow.step == .ownersDetails)
        let owners = flow.ownersDetailsViewModel()
        owners.editPhone("+48 512 345 678")
        owners.editEmail("owner@example.com")
        owners.editReward("500 PLN")
    }

    static func fillFound(_ flow: ReportFoundPetFlow, world: LiveWorld) async throws -> ContactInformationViewModel {
        let photo = flow.photoViewModel()
        photo.photoPicked(
            fileName: "pet.png", mimeType: "image/png", byteCount: world.photoBytes.count, location: world.photoPath)
        photo.continueTapped()
        let details = flow.petDetailsViewModel()
        details.editCollarData("12345-67890-12345")
        details.selectSpecies(.cat)
        details.selectGender(.female)
        details.editLatitude("52.22968")
        details.editLongitude("21.01223")
        details.editDescription("Blue collar")
        details.continueTapped()
        #expect(flow.step == .contactInfo)
        let contact = flow.contactInformationViewModel()
        contact.editPhone("+48 600 123 456")
        contact.editEmail("finder@example.com")
        contact.chooseContactVisibility(.public)
        contact.editCaregiverPhone("511 222 333")
        contact.editCurrentAddress("ul. Kwiatowa 5\nWarszawa")
        return contact
    }
}
