import Foundation
import PetSpotDomain
import Testing
@testable import PetSpotFlows

@Suite("A found report speaks the finder's words; a report no longer looking wears its own badge")
@MainActor
struct FindersWordsTests {
    @Test(
        "Given a found report, then its form is Contact the finder and says the message went to the finder; a missing report's stays the owner's"
    )
    func contactTheFinder() async {
        let reaching = FakeReaching()
        let finder = ContactOwnerViewModel(reportID: "r1", status: .found, reaching: reaching)
        #expect(
            finder.title == Copy.Reaching.contactFinderTitle
                && finder.explanation == Copy.Reaching.contactFinderExplanation)
        finder.edit(.message, "He is mine: a scar on his left ear.")
        finder.edit(.replyEmail, "owner@example.com")
        await finder.sendTapped()
        #expect(finder.notice == Copy.Reaching.messageSentToFinder)
        let owner = ContactOwnerViewModel(reportID: "r1", reaching: reaching)
        #expect(owner.title == Copy.Reaching.contactTitle && owner.explanation == Copy.Reaching.contactExplanation)
    }

    @Test(
        "Given a finder signed in to their found report, then the action says the owner has their pet, and so does its question, and no reward is asked; an owner's says My pet is home"
    )
    func finderMarksTheOwnerHasTheirPet() async {
        let (finder, _) = await ManageReportFixtures.signedIn(.found)
        #expect(finder.reunitedTitle == Copy.Manage.returnedButton)
        finder.ask(.reunite)
        #expect(
            finder.confirmation?.title == Copy.Manage.returnedQuestionTitle
                && finder.confirmation?.confirmTitle == Copy.Manage.returnedConfirm)
        #expect(
            finder.fields == [.phone, .email, .caregiverPhone, .currentAddress],
            "a finder offers no reward, and says who keeps the pet where")
        let (owner, _) = await ManageReportFixtures.signedIn(.missing)
        #expect(owner.reunitedTitle == Copy.Manage.reunitedButton)
        #expect(owner.fields == [.reward, .phone, .email])
        owner.ask(.reunite)
        #expect(owner.confirmation?.title == Copy.Manage.reunitedQuestionTitle)
    }

    @Test(
        "Issue 35: Given a finder's report with the collar's words, a caregiver's phone and the address, then Manage shows all three, says who sees the address, and saves a change as a patch of that field alone"
    )
    func finderSeesWhatTheyGave() async throws {
        var report = FakeBrowsing.report(
            id: "r1", status: .found, breed: nil, at: Coordinates(latitude: 52.23, longitude: 21.01),
            contactVisibility: .private)
        report.content.email = "finder@example.com"
        report.content.microchipNumber = nil
        report.content.collar = "Red collar, tag REX"
        report.content.caregiverPhone = "+48511222333"
        report.content.currentAddress = "ul. Kwiatowa 5\nWarszawa"
        let desk = FakeOwnerDesk(report: report, clock: ManageReportFixtures.clock)
        let world = TestWorld(wallClock: ManageReportFixtures.clock)
        let model = ManageReportViewModel(
            reportID: "r1", managing: desk, environment: world.environment, taxonomy: world.taxonomy)
        model.editPassword("K7QM2-XPD4R")
        await model.signIn()
        #expect(model.petDetails?.collarDataTextFieldModel?.text == "Red collar, tag REX")
        #expect(model.petDetails?.collarDataTextFieldModel?.label == Copy.FoundPet.PetDetails.collarData)
        #expect(model.fieldModel(.caregiverPhone).text == "+48511222333")
        let address = model.textAreaModel(.currentAddress)
        #expect(
            address.text == "ul. Kwiatowa 5\nWarszawa"
                && address.helperText == Copy.FoundPet.ContactInfo.currentAddressPrivate)
        #expect(ManagedField.currentAddress.isMultiline && !ManagedField.caregiverPhone.isMultiline)
        model.edit(.currentAddress, "Rynek 1\nKraków")
        #expect(model.patch == ["currentAddress": .string("Rynek 1\nKraków")])
        model.petDetails?.editCollarData("")
        #expect(model.patch == ["currentAddress": .string("Rynek 1\nKraków"), "collar": .null])
    }

    @Test(
        "Given a reunited or a closed report, then its row and its page wear Reunited or Closed in grey, and the row says so instead of Missing since"
    )
    func resolvedBadges() async {
        var reunited = FakeBrowsing.report(id: "r1", status: .missing)
        reunited.resolution = .reunited
        var closed = FakeBrowsing.report(id: "r2", status: .found)
        closed.resolution = .closed
        let rows = [ReportRowModel(reunited), ReportRowModel(closed), ReportRowModel(FakeBrowsing.report(id: "r3"))]
        #expect(rows.map(\.badge) == [Copy.Browse.reunitedBadge, Copy.Browse.closedBadge, "Missing"])
        #expect(rows.map(\.badgeColor) == [.textSecondary, .textSecondary, .missingPin])
        #expect(
            rows.map(\.subtitle) == [
                Copy.Browse.reunitedLine, Copy.Browse.closedLine, Copy.Browse.missingSince("20/11/2026"),
            ])

        let details = ReportDetailsViewModel(id: "r1", browsing: FakeBrowsing(reports: []))
        details.show(.success(reunited))
        #expect(details.badge == Copy.Browse.reunitedBadge && details.badgeColor == .textSecondary)
    }

    @Test(
        "Given a finder who cannot tell, then Pet details offers I don't know after Female and Male, and choosing it satisfies the step with Unknown; an owner's step has two cards"
    )
    func sexUnknown() {
        let world = TestWorld()
        let flow = world.foundFlow()
        flow.open(at: .petDetails)
        let details = flow.petDetailsViewModel()
        let cards = details.genderSelectorModel.options
        #expect(cards.map(\.title) == ["Female", "Male", "I don't know"])
        #expect(
            cards.last?.accessibilityID == "reportFoundPet.petDetails.sexUnknown.tap" && cards.last?.id == "UNKNOWN")
        details.continueTapped()
        #expect(details.genderSelectorModel.errorMessage != nil)
        details.selectGender(.unknown)
        #expect(
            details.genderSelectorModel.errorMessage == nil
                && details.genderSelectorModel.options.last?.isSelected == true)
        #expect(AnimalDetailsIdentifiers.manage(.found).genderUnknown == TestIdentifiers.Manage.sexUnknown)

        let missing = world.missingFlow()
        missing.open(at: .animalDescription)
        #expect(missing.animalDescriptionViewModel().genderSelectorModel.options.map(\.title) == ["Female", "Male"])
    }
}
