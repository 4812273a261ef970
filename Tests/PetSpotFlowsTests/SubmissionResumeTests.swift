import Foundation
import PetSpotDomain
import Testing
@testable import PetSpotFlows

/// Submitting a report and recovering from failures (seed 004 edge case "loses connectivity during
/// submission", missing-flow-steps.md step 4): the alert, Try Again resuming where it failed, one
/// announcement only, and nothing typed lost.
@MainActor
@Suite("Submission: failures and resume")
struct SubmissionResumeTests {

    // MARK: Helpers

    private static let address = "Flat 4\nul. Marszałkowska 10\nWarsaw"

    /// A Found flow on step 3 with every field of every step filled in.
    private func filledFoundFlow(_ world: TestWorld) -> (ReportFoundPetFlow, ContactInformationViewModel) {
        filledFoundFlow(world.foundFlow())
    }

    private func filledFoundFlow(_ flow: ReportFoundPetFlow) -> (ReportFoundPetFlow, ContactInformationViewModel) {
        let photo = flow.photoViewModel()
        photo.photoPicked(
            fileName: TestWorld.jpeg.fileName, mimeType: TestWorld.jpeg.mimeType,
            byteCount: TestWorld.jpeg.byteCount, location: TestWorld.jpeg.location)
        photo.continueTapped()
        let details = flow.petDetailsViewModel()
        details.editCollarData("123456789012345")
        details.selectSpecies(.dog)
        details.selectRace("Beagle")
        details.selectGender(.female)
        details.editLatitude("52.22968")
        details.editLongitude("21.01223")
        details.editDescription("Blue collar")
        details.continueTapped()
        let contact = flow.contactInformationViewModel()
        contact.editPhone("+48 600 123 456")
        contact.editEmail("finder@example.com")
        contact.editCaregiverPhone("511 222 333")
        contact.editCurrentAddress(Self.address)
        return (flow, contact)
    }

    /// Everything typed, without the submission bookkeeping.
    private func typedValues(_ state: ReportFoundPetFlowState) -> ReportFoundPetFlowState {
        var typed = state
        typed.submission = SubmissionProgress()
        typed.contactInfo.visibility = FieldErrorVisibility()
        return typed
    }

    /// A server double that lets the test look at the screen while a create call is in flight.
    private final class ProbingSubmitter: ReportSubmitting {
        let inner = FakeSubmitter()
        let probe: @MainActor @Sendable () async -> Void

        init(probe: @escaping @MainActor @Sendable () async -> Void) { self.probe = probe }

        func create(
            _ request: CreateAnnouncementRequest, idempotencyKey: String
        ) async throws(SubmissionError) -> CreatedAnnouncement {
            await probe()
            return try await inner.create(request, idempotencyKey: idempotencyKey)
        }

        func uploadPhoto(_ photo: PhotoReference, for announcement: CreatedAnnouncement) async throws(SubmissionError) {
            try await inner.uploadPhoto(photo, for: announcement)
        }
    }

    /// What the probe saw on the contact screen while the create call was in flight.
    @MainActor private final class Observations {
        var contact: ContactInformationViewModel?
        var isSubmitting: [Bool] = []
        var isSubmitEnabled: [Bool] = []
        var fieldsDisabled: [Bool] = []
        var phase: [SubmissionPhase] = []
    }

    // MARK: No connection

    @Test(
        "Edge case: given the server is unreachable on create, then the alert says 'Please check your network and try again.' with Try Again and Cancel"
    )
    func noConnectionAlert() async throws {
        let world = TestWorld(submitter: FakeSubmitter(createFailures: [.noConnection]))
        let (flow, contact) = filledFoundFlow(world)
        await contact.submitTapped()
        let alert = try #require(contact.alert)
        #expect(alert.title == "Something went wrong")
        #expect(alert.message == "Please check your network and try again.")
        #expect(alert.buttons.map(\.title) == ["Try Again", "Cancel"])
        #expect(alert.buttons.map(\.action) == [.retry, .cancel])
        #expect(alert.accessibilityID == "reportFoundPet.contactInfo.submissionAlert")
        #expect(flow.step == .contactInfo)
        #expect(flow.confirmationViewModel() == nil)
        #expect(!contact.isSubmitting)
        #expect(world.submitter.createdRequests.get().isEmpty)
    }

    @Test(
        "Edge case: given no connection on create, then every typed value is kept, and Try Again creates exactly one announcement"
    )
    func noConnectionKeepsValuesAndRetrySucceeds() async throws {
        let world = TestWorld(submitter: FakeSubmitter(createFailures: [.noConnection]))
        let (flow, contact) = filledFoundFlow(world)
        let typed = typedValues(flow.state)
        await contact.submitTapped()
        #expect(typedValues(flow.state) == typed, "nothing typed is lost")
        #expect(contact.phoneTextFieldModel.text == "+48 600 123 456")
        #expect(contact.caregiverPhoneTextFieldModel.text == "511 222 333")
        #expect(contact.currentAddressTextAreaModel.text == Self.address)
        #expect(flow.petDetailsViewModel().collarDataTextFieldModel?.text == "12345-67890-12345")
        #expect(flow.photoViewModel().photo?.fileName == "rex.jpg")

        await contact.alertAction(.retry)
        #expect(contact.alert == nil)
        #expect(world.submitter.createdRequests.get().count == 1)
        #expect(world.submitter.uploads.get().count == 1)
        #expect(flow.step == .confirmation)
        #expect(flow.confirmationViewModel()?.managementPassword == "K7QM-2XPD")
    }

    @Test("Given create failed for lack of connection, when retried, then the same idempotency key is sent again")
    func retryReusesIdempotencyKey() async throws {
        let world = TestWorld(submitter: FakeSubmitter(createFailures: [.noConnection, .noConnection]))
        let (flow, contact) = filledFoundFlow(world)
        await contact.submitTapped()
        await contact.alertAction(.retry)
        #expect(contact.alert?.message == "Please check your network and try again.")
        await contact.alertAction(.retry)
        let keys = world.submitter.createCalls.get()
        #expect(keys.count == 3)
        #expect(Set(keys).count == 1, "one key for one report: \(keys)")
        #expect(try #require(keys.first).isEmpty == false)
        #expect(world.submitter.createdRequests.get().count == 1)
        #expect(flow.step == .confirmation)
    }

    @Test(
        "Given the no-connection alert, when Cancel is chosen, then the alert closes, nothing is resent and every value stays"
    )
    func cancelOnAlertKeepsEverything() async {
        let world = TestWorld(submitter: FakeSubmitter(createFailures: [.noConnection]))
        let (flow, contact) = filledFoundFlow(world)
        let typed = typedValues(flow.state)
        await contact.submitTapped()
        await contact.alertAction(.cancel)
        #expect(contact.alert == nil)
        #expect(contact.submission.phase == .idle)
        #expect(world.submitter.createCalls.get().count == 1)
        #expect(flow.step == .contactInfo)
        #expect(!flow.isClosed)
        #expect(typedValues(flow.state) == typed)
        await contact.submitTapped()
        #expect(world.submitter.createdRequests.get().count == 1)
        #expect(flow.step == .confirmation)
    }

    // MARK: Server failure

    @Test(
        "Given the server fails (5xx) on create, then the alert says 'Please try again later.' and Try Again succeeds")
    func serverFailureOnCreate() async throws {
        let world = TestWorld(submitter: FakeSubmitter(createFailures: [.serverFailure]))
        let (flow, contact) = filledFoundFlow(world)
        await contact.submitTapped()
        let alert = try #require(contact.alert)
        #expect(alert.message == "Please try again later.")
        #expect(alert.buttons.map(\.title) == ["Try Again", "Cancel"])
        #expect(flow.step == .contactInfo)
        await contact.alertAction(.retry)
        #expect(world.submitter.createdRequests.get().count == 1)
        #expect(flow.step == .confirmation)
    }

    @Test(
        "Given the photo upload fails after the report was created, when retried, then only the photo is sent again: one announcement, one upload"
    )
    func photoUploadFailureResumesWithoutRecreating() async throws {
        let world = TestWorld(submitter: FakeSubmitter(uploadFailures: [.serverFailure]))
        let (flow, contact) = filledFoundFlow(world)
        await contact.submitTapped()
        #expect(contact.alert?.message == "Please try again later.")
        #expect(flow.step == .contactInfo)
        #expect(flow.state.submission.created != nil)
        #expect(!flow.state.submission.photoUploaded)
        #expect(world.submitter.uploads.get().isEmpty)

        await contact.alertAction(.retry)
        #expect(world.submitter.createdRequests.get().count == 1)
        #expect(world.submitter.createCalls.get().count == 1, "create is not called again")
        let uploads = world.submitter.uploads.get()
        #expect(uploads.count == 1)
        #expect(uploads.first?.0.fileName == "rex.jpg")
        #expect(uploads.first?.1.id == "ann-1")
        #expect(flow.step == .confirmation)
    }

    // MARK: Rejected

    @Test("Given the server rejects the report, then the alert shows the server's messages with one Close button")
    func rejectedShowsServerMessages() async throws {
        let rejection: SubmissionError = .rejected([
            ValidationError(field: "phone", code: .invalidFormat, message: "This phone number cannot be reached"),
            ValidationError(field: "email", code: .invalidFormat, message: "This email domain does not exist"),
        ])
        let world = TestWorld(submitter: FakeSubmitter(createFailures: [rejection]))
        let (flow, contact) = filledFoundFlow(world)
        let typed = typedValues(flow.state)
        await contact.submitTapped()
        let alert = try #require(contact.alert)
        #expect(alert.title == "Please check your report")
        #expect(alert.message.contains("This phone number cannot be reached"))
        #expect(alert.message.contains("This email domain does not exist"))
        #expect(alert.buttons.map(\.title) == ["Close"])
        #expect(alert.buttons.map(\.action) == [.cancel])
        await contact.alertAction(.cancel)
        #expect(contact.alert == nil)
        #expect(flow.step == .contactInfo)
        #expect(typedValues(flow.state) == typed)
    }

    @Test(
        "Given a rejected report, when it is corrected and sent again, then it goes with a new idempotency key and is created once"
    )
    func correctedAfterRejectionUsesNewKey() async {
        let rejection: SubmissionError = .rejected([
            ValidationError(field: "email", code: .invalidFormat, message: "Unknown domain")
        ])
        let world = TestWorld(submitter: FakeSubmitter(createFailures: [rejection]))
        let (flow, contact) = filledFoundFlow(world)
        await contact.submitTapped()
        await contact.alertAction(.cancel)
        contact.editEmail("finder@example.org")
        await contact.submitTapped()
        let keys = world.submitter.createCalls.get()
        #expect(keys.count == 2)
        #expect(keys.first != keys.last)
        #expect(world.submitter.createdRequests.get().map(\.email) == ["finder@example.org"])
        #expect(flow.step == .confirmation)
    }

    // MARK: While submitting

    @Test(
        "Given a submission in flight, then isSubmitting is true, Submit and the fields are disabled, and a second tap sends nothing more"
    )
    func submittingStateWhileInFlight() async {
        let world = TestWorld()
        let seen = Observations()
        let submitter = ProbingSubmitter { @MainActor in
            guard let contact = seen.contact else { return }
            let isFirstCall = seen.isSubmitting.isEmpty
            seen.isSubmitting.append(contact.isSubmitting)
            seen.isSubmitEnabled.append(contact.isSubmitEnabled)
            seen.fieldsDisabled.append(
                contact.phoneTextFieldModel.isDisabled && contact.emailTextFieldModel.isDisabled
                    && contact.caregiverPhoneTextFieldModel.isDisabled)
            seen.phase.append(contact.submission.phase)
            // A second tap while the first is in flight (once, so a regression cannot recurse forever).
            if isFirstCall { await contact.submitTapped() }
        }
        var environment = world.environment
        environment.submitter = submitter
        let (flow, contact) = filledFoundFlow(ReportFoundPetFlow(environment: environment, taxonomy: world.taxonomy))
        seen.contact = contact

        #expect(!contact.isSubmitting)
        #expect(contact.isSubmitEnabled)
        #expect(contact.submission.phase == .idle)
        await contact.submitTapped()

        #expect(seen.isSubmitting == [true], "the probe ran once, during the only create call")
        #expect(seen.isSubmitEnabled == [false])
        #expect(seen.fieldsDisabled == [true])
        #expect(seen.phase == [.submitting])
        #expect(submitter.inner.createCalls.get().count == 1, "a tap while submitting sends nothing")
        #expect(!contact.isSubmitting)
        #expect(contact.isSubmitEnabled)
        #expect(contact.submission.phase == .idle)
        #expect(!contact.phoneTextFieldModel.isDisabled)
        #expect(flow.step == .confirmation)
    }

    // MARK: Navigation while a submission is in flight

    /// A Found flow whose server runs `whileCreating` (once) during the first create call.
    private func flowWithActionDuringCreate(
        _ world: TestWorld, _ whileCreating: @escaping @MainActor (ReportFoundPetFlow) async -> Void
    ) -> (ReportFoundPetFlow, ContactInformationViewModel, ProbingSubmitter) {
        let holder = FlowHolder()
        let submitter = ProbingSubmitter { @MainActor in
            guard let flow = holder.flow, !holder.didRun else { return }
            holder.didRun = true
            await whileCreating(flow)
        }
        var environment = world.environment
        environment.submitter = submitter
        let (flow, contact) = filledFoundFlow(ReportFoundPetFlow(environment: environment, taxonomy: world.taxonomy))
        holder.flow = flow
        return (flow, contact, submitter)
    }

    @MainActor private final class FlowHolder {
        var flow: ReportFoundPetFlow?
        var didRun = false
    }

    @Test(
        "Given a submission in flight, when the person goes back and submits again from a new Contact information screen, then still only one announcement is created"
    )
    func resubmitWhileInFlightCreatesOneAnnouncement() async {
        let world = TestWorld()
        let (flow, contact, submitter) = flowWithActionDuringCreate(world) { flow in
            flow.goBack()
            flow.petDetailsViewModel().continueTapped()
            await flow.contactInformationViewModel().submitTapped()
        }
        await contact.submitTapped()
        let keys = submitter.inner.createCalls.get()
        #expect(Set(keys).count == 1, "one report, one idempotency key: \(keys)")
        #expect(
            submitter.inner.createdRequests.get().count == 1, "a second announcement was created for the same report")
        #expect(flow.step == .confirmation)
    }

    @Test(
        "FR-004 Given a submission in flight, when the flow is cancelled, then no draft survives and a new wizard starts fresh"
    )
    func cancelWhileInFlightLeavesNoDraft() async {
        let world = TestWorld()
        let (flow, contact, _) = flowWithActionDuringCreate(world) { flow in
            flow.cancel()
        }
        await contact.submitTapped()
        #expect(flow.isClosed)
        #expect(world.drafts.drafts.get()[.foundPetReport] == nil, "the cancelled report's draft was written back")
        let fresh = world.foundFlow()
        #expect(fresh.step == .photo, "a new wizard start is a fresh session")
        #expect(fresh.state == ReportFoundPetFlowState(today: world.today))
    }

    // MARK: After a relaunch

    @Test(
        "Given create failed for lack of connection, when the app relaunches and the report is sent again, then the same key is reused"
    )
    func relaunchReusesIdempotencyKey() async {
        let world = TestWorld(submitter: FakeSubmitter(createFailures: [.noConnection]))
        let (_, contact) = filledFoundFlow(world)
        await contact.submitTapped()

        let relaunched = world.foundFlow()
        #expect(relaunched.step == .contactInfo)
        await relaunched.contactInformationViewModel().submitTapped()
        let keys = world.submitter.createCalls.get()
        #expect(keys.count == 2)
        #expect(keys.first == keys.last)
        #expect(world.submitter.createdRequests.get().count == 1)
        #expect(relaunched.step == .confirmation)
    }

    @Test(
        "Given the photo upload failed, when the app relaunches and the report is sent again, then only the photo is uploaded"
    )
    func relaunchAfterUploadFailureDoesNotRecreate() async {
        let world = TestWorld(submitter: FakeSubmitter(uploadFailures: [.noConnection]))
        let (_, contact) = filledFoundFlow(world)
        await contact.submitTapped()
        #expect(contact.alert?.message == "Please check your network and try again.")

        let relaunched = world.foundFlow()
        await relaunched.contactInformationViewModel().submitTapped()
        #expect(world.submitter.createCalls.get().count == 1)
        #expect(world.submitter.createdRequests.get().count == 1)
        #expect(world.submitter.uploads.get().count == 1)
        #expect(relaunched.step == .confirmation)
        #expect(relaunched.confirmationViewModel()?.managementPassword == "K7QM-2XPD")
    }

    // MARK: Missing flow parity

    @Test(
        "Given the Missing flow's step 4 and no connection, then the same alert shows and Try Again creates one report")
    func missingFlowNoConnectionAndRetry() async throws {
        let world = TestWorld(submitter: FakeSubmitter(createFailures: [.noConnection]))
        let flow = world.missingFlow()
        flow.microchipViewModel().continueTapped()
        let photo = flow.photoViewModel()
        photo.photoPicked(
            fileName: TestWorld.jpeg.fileName, mimeType: TestWorld.jpeg.mimeType,
            byteCount: TestWorld.jpeg.byteCount, location: TestWorld.jpeg.location)
        photo.continueTapped()
        let details = flow.animalDescriptionViewModel()
        details.selectSpecies(.cat)
        details.selectRace(try #require(details.availableRaces.first))
        details.selectGender(.female)
        details.continueTapped()
        let owners = flow.ownersDetailsViewModel()
        owners.editPhone("600123456")
        owners.editEmail("owner@example.com")
        await owners.continueTapped()
        let alert = try #require(owners.alert)
        #expect(alert.message == "Please check your network and try again.")
        #expect(alert.buttons.map(\.title) == ["Try Again", "Cancel"])
        #expect(alert.accessibilityID == "ownersDetails.submissionAlert")
        #expect(owners.form.phone == "600123456")
        await owners.alertAction(.retry)
        #expect(world.submitter.createdRequests.get().count == 1)
        #expect(Set(world.submitter.createCalls.get()).count == 1)
        #expect(flow.step == .summary)
    }
}
