import Foundation
import PetSpotDomain
import Testing
@testable import PetSpotFlows

/// The closing screens: the Found flow's confirmation and the Missing flow's "Report created"
/// summary. Both show the management password once, copy it on tap, and close the flow.
@MainActor
@Suite("Report completion: confirmation and summary")
struct ReportCompletionTests {
    let world = TestWorld()

    // MARK: Helpers

    private func pickJPEG(_ photo: PhotoStepViewModel) {
        photo.photoPicked(
            fileName: TestWorld.jpeg.fileName, mimeType: TestWorld.jpeg.mimeType,
            byteCount: TestWorld.jpeg.byteCount, location: TestWorld.jpeg.location)
    }

    /// A Found flow whose report was submitted successfully.
    private func submittedFoundFlow() async -> ReportFoundPetFlow {
        let flow = world.foundFlow()
        pickJPEG(flow.photoViewModel())
        flow.photoViewModel().continueTapped()
        let details = flow.petDetailsViewModel()
        details.selectSpecies(.dog)
        details.selectGender(.male)
        details.editLatitude("52.22968")
        details.editLongitude("21.01223")
        details.continueTapped()
        let contact = flow.contactInformationViewModel()
        contact.editPhone("600123456")
        contact.editEmail("finder@example.com")
        await contact.submitTapped()
        return flow
    }

    /// A Missing flow whose report was submitted successfully, walked through its view models.
    private func submittedMissingFlow() async throws -> ReportMissingPetFlow {
        let flow = world.missingFlow()
        let chip = flow.microchipViewModel()
        chip.editMicrochip("123456789012345")
        chip.continueTapped()
        let photo = flow.photoViewModel()
        pickJPEG(photo)
        photo.continueTapped()
        let details = flow.animalDescriptionViewModel()
        details.selectSpecies(.dog)
        details.selectRace("Beagle")
        details.selectGender(.female)
        details.continueTapped()
        let owners = flow.ownersDetailsViewModel()
        owners.editPhone("600123456")
        owners.editEmail("owner@example.com")
        await owners.continueTapped()
        try #require(flow.step == .summary)
        return flow
    }

    // MARK: Found confirmation

    @Test("Given a Found report not yet submitted, then there is no confirmation to show")
    func noConfirmationBeforeSubmission() {
        let flow = world.foundFlow()
        #expect(flow.confirmationViewModel() == nil)
        flow.open(at: .contactInfo)
        #expect(flow.confirmationViewModel() == nil)
    }

    @Test("Given a successful Found submission, then the confirmation opens without a progress badge and no way back")
    func successMovesToConfirmation() async {
        let flow = await submittedFoundFlow()
        #expect(flow.step == .confirmation)
        #expect(flow.progressText == nil)
        #expect(world.submitter.createdRequests.get().count == 1)
        #expect(world.submitter.uploads.get().map(\.0.fileName) == ["rex.jpg"])
        flow.goBack()
        #expect(flow.step == .confirmation, "no back from the confirmation")
        #expect(!flow.isClosed)
    }

    @Test("Given the Found confirmation, then it shows the management password with the Found copy and ids")
    func confirmationShowsPassword() async throws {
        let flow = await submittedFoundFlow()
        let confirmation = try #require(flow.confirmationViewModel())
        #expect(confirmation.managementPassword == "K7QM-2XPD")
        #expect(confirmation.content == .found)
        #expect(confirmation.content.title == Copy.FoundPet.Confirmation.title)
        #expect(confirmation.content.body == Copy.FoundPet.Confirmation.body)
        #expect(confirmation.content.passwordExplanation == Copy.FoundPet.Confirmation.passwordExplanation)
        #expect(confirmation.content.titleID == "reportFoundPet.confirmation.title")
        #expect(confirmation.content.passwordID == "reportFoundPet.confirmation.password")
        #expect(confirmation.content.closeButtonID == "reportFoundPet.confirmation.closeButton")
        #expect(confirmation.closeButtonTitle == "Close")
        #expect(confirmation.toast == nil)
    }

    @Test(
        "Given the Found confirmation, when the password is tapped, then it is on the pasteboard and 'Code copied to clipboard' shows"
    )
    func confirmationCopiesPassword() async throws {
        let flow = await submittedFoundFlow()
        let confirmation = try #require(flow.confirmationViewModel())
        await confirmation.copyPasswordTapped()
        #expect(world.pasteboard.copied.get() == ["K7QM-2XPD"])
        #expect(confirmation.toast?.message == "Code copied to clipboard")
        #expect(confirmation.toast?.accessibilityID == "reportFoundPet.confirmation.copiedToast")
    }

    @Test(
        "Given the Found confirmation, when Close is tapped, then the flow closes and its draft is cleared; a new flow starts fresh"
    )
    func confirmationCloseEndsFlow() async throws {
        let flow = await submittedFoundFlow()
        #expect(world.drafts.drafts.get()[.foundPetReport] != nil)
        let confirmation = try #require(flow.confirmationViewModel())
        confirmation.closeTapped()
        #expect(flow.isClosed)
        #expect(world.drafts.drafts.get()[.foundPetReport] == nil)
        #expect(flow.state == ReportFoundPetFlowState(today: world.today))
        let fresh = world.foundFlow()
        #expect(fresh.step == .photo)
        #expect(fresh.confirmationViewModel() == nil)
    }

    // MARK: Missing summary

    @Test(
        "Given a successful Missing submission, then the summary says 'Report created' with its copy, ids and the password, without progress"
    )
    func missingSummaryShowsPassword() async throws {
        let flow = try await submittedMissingFlow()
        #expect(flow.progressText == nil)
        let summary = try #require(flow.summaryViewModel())
        #expect(summary.content == .missing)
        #expect(summary.content.title == "Report created")
        #expect(
            summary.content.body
                == "Your report has been created, and your missing animal has been added to the database.")
        // What the code is for, said in full (not "the removal form": it edits, reads messages and marks the pet home).
        #expect(
            summary.content.passwordExplanation
                == "Keep the code below: it lets you manage your report (edit it, read the messages people send, mark your pet home or remove it). It is shown only once; if you lose it, Manage my report can email you a sign-in link."
        )
        #expect(summary.content.titleID == "summary.title")
        #expect(summary.content.passwordID == "summary.password")
        #expect(summary.content.closeButtonID == "summary.closeButton")
        #expect(summary.managementPassword == "K7QM-2XPD")
        #expect(summary.closeButtonTitle == "Close")
        #expect(world.submitter.createdRequests.get().first?.status == .missing)
    }

    @Test(
        "Given the Missing summary, when the password is tapped, then it is copied and 'Code copied to clipboard' shows"
    )
    func missingSummaryCopiesPassword() async throws {
        let flow = try await submittedMissingFlow()
        let summary = try #require(flow.summaryViewModel())
        await summary.copyPasswordTapped()
        #expect(world.pasteboard.copied.get() == ["K7QM-2XPD"])
        #expect(summary.toast?.message == "Code copied to clipboard")
        #expect(summary.toast?.accessibilityID == "summary.copiedToast")
        summary.dismissToast(try #require(summary.toast))
        #expect(summary.toast == nil, "the renderer dismisses the toast after showing it")
    }

    @Test("Given the Missing summary, when Close is tapped, then the flow closes and its draft is cleared")
    func missingSummaryCloseEndsFlow() async throws {
        let flow = try await submittedMissingFlow()
        #expect(world.drafts.drafts.get()[.missingPetReport] != nil)
        let summary = try #require(flow.summaryViewModel())
        summary.closeTapped()
        #expect(flow.isClosed)
        #expect(world.drafts.drafts.get()[.missingPetReport] == nil)
        #expect(flow.state == ReportMissingPetFlowState(today: world.today))
    }

    @Test("Given a Missing report not yet submitted, then the summary cannot be opened")
    func missingSummaryNeedsSubmission() {
        let flow = world.missingFlow()
        #expect(flow.summaryViewModel() == nil)
        flow.open(at: .summary)
        #expect(flow.step == .microchip)
    }

    @Test(
        "Given a report just published, then its closing screen says why the first mail's confirm button matters, naming the address (in a finder's words for a found pet), and shares it as its page's address and title where the site is known"
    )
    func confirmLineAndSharing() async throws {
        let found = await submittedFoundFlow()
        let confirmation = try #require(found.completionViewModel())
        #expect(confirmation.confirmMailLine == Copy.FoundPet.Confirmation.confirmMail("finder@example.com"))
        #expect(confirmation.confirmMailLine?.contains("when the owner writes to you") == true)
        #expect(confirmation.sharing == nil, "no site named, nothing to share")
        #expect(confirmation.shareTitle == "Found dog")

        var environment = world.environment
        environment.site = "https://petspot.example/"
        let shared = ReportCompletionViewModel(
            content: .missing, reportID: "r1", managementPassword: "AAAAA-BBBBB",
            published: nil, site: environment.site, pasteboard: world.pasteboard, onClose: {})
        #expect(
            shared.sharing?.url == "https://petspot.example/reports/r1"
                && shared.sharing?.cardURL == "https://petspot.example/reports/r1/card.jpg")
        #expect(shared.confirmMailLine == nil, "no address, no line")
    }
}
