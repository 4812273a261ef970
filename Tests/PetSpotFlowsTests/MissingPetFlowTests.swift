import Foundation
import PetSpotDomain
import Testing
@testable import PetSpotFlows

/// The Missing-pet wizard end to end (missing-flow-steps.md, seeds 000 and 002).
@MainActor
@Suite("Missing-pet wizard")
struct MissingPetFlowTests {
    let world = TestWorld()

    /// Walks steps 1–3 with valid values and lands on step 4.
    private func walkToOwnersDetails(_ flow: ReportMissingPetFlow, petName: String = "  Burek ") {
        let chip = flow.microchipViewModel()
        chip.editMicrochip("98765-43210-12345")
        chip.continueTapped()
        let photo = flow.photoViewModel()
        photo.photoPicked(
            fileName: TestWorld.jpeg.fileName, mimeType: TestWorld.jpeg.mimeType,
            byteCount: TestWorld.jpeg.byteCount, location: TestWorld.jpeg.location)
        photo.continueTapped()
        let details = flow.animalDescriptionViewModel()
        details.editPetName(petName)
        details.selectSpecies(.dog)
        details.selectRace("Beagle")
        details.selectGender(.male)
        details.editAge("4")
        details.editLatitude("52,22968")
        details.editLongitude("21.01223")
        details.editDescription("Red collar\nscared of bikes")
        details.continueTapped()
    }

    private func fillContact(_ owners: OwnersDetailsViewModel) {
        owners.editPhone("+48 (600) 123-456")
        owners.editEmail(" owner@example.com ")
        owners.editReward("A big hug")
    }

    @Test("Given a new report, then step 1 is the microchip with progress 1/4, optional and always able to continue")
    func startsAtMicrochip() {
        let flow = world.missingFlow()
        let chip = flow.microchipViewModel()
        #expect(flow.step == .microchip)
        #expect(flow.progressText == "1/4")
        #expect(flow.progressAccessibilityID == "reportMissingPet.progressIndicator")
        #expect(chip.heading == "Microchip number")
        #expect(chip.textFieldModel.label == "Microchip number (optional)")
        #expect(chip.textFieldModel.placeholder == "00000-00000-00000")
        #expect(chip.textFieldModel.accessibilityID == "missingPet.microchip.input")
        #expect(chip.isContinueEnabled)
        chip.continueTapped()
        #expect(flow.step == .photo)
        #expect(flow.progressText == "2/4")
    }

    @Test(
        "Given a counted step, then a screen reader hears its badge as a step of so many, in the visitor's language (not the fraction \"3/4\"); the summary has none"
    )
    func progressIsSpoken() {
        #expect(MissingPetStep.animalDescription.progressAccessibilityLabel == "Step 3 of 4")
        #expect(FoundPetStep.contactInfo.progressAccessibilityLabel == "Step 3 of 3")
        Language.speaking(.polish) {
            #expect(MissingPetStep.animalDescription.progressAccessibilityLabel == "Krok 3 z 4")
        }
        #expect(MissingPetStep.summary.progressAccessibilityLabel == nil && MissingPetStep.summary.progressText == nil)
    }

    @Test("Given typed microchip text, then digits only are kept, at most 15, shown formatted")
    func microchipFormatsWhileTyping() {
        let flow = world.missingFlow()
        let chip = flow.microchipViewModel()
        chip.editMicrochip("123456")
        #expect(chip.textFieldModel.text == "12345-6")
        chip.editMicrochip("12a34-56789-012345678")
        #expect(chip.digits == "123456789012345")
        #expect(chip.textFieldModel.text == "12345-67890-12345")
    }

    @Test("Given step 1, when its close button is used, then the flow is cancelled and cleared")
    func closeOnFirstStepCancels() {
        let flow = world.missingFlow()
        flow.microchipViewModel().editMicrochip("123")
        flow.microchipViewModel().closeTapped()
        #expect(flow.isClosed)
        #expect(flow.state.microchipDigits.isEmpty)
        #expect(world.drafts.drafts.get()[.missingPetReport] == nil)
    }

    @Test(
        "Given every step is filled, when going back to step 1 and forward again, then every value of every step is restored"
    )
    func backAndForwardRestoresEverything() {
        let flow = world.missingFlow()
        walkToOwnersDetails(flow)
        fillContact(flow.ownersDetailsViewModel())
        let before = flow.state
        flow.goBack()
        #expect(flow.step == .animalDescription)
        #expect(flow.progressText == "3/4")
        flow.goBack()
        #expect(flow.progressText == "2/4")
        flow.goBack()
        #expect(flow.step == .microchip)
        flow.microchipViewModel().continueTapped()
        flow.photoViewModel().continueTapped()
        flow.animalDescriptionViewModel().continueTapped()
        #expect(flow.step == .ownersDetails)
        var after = flow.state
        after.step = before.step
        #expect(after.microchipDigits == before.microchipDigits)
        #expect(after.photo == before.photo)
        #expect(after.ownersDetails.phone == before.ownersDetails.phone)
        #expect(after.animalDescription.petName == "  Burek ")
        #expect(after.animalDescription.race == "Beagle")
        #expect(after.animalDescription.location.latitudeText == "52,22968")
        #expect(flow.ownersDetailsViewModel().rewardTextFieldModel.text == "A big hug")
    }

    @Test("Given unconfirmed edits on step 3, when Back is pressed, then they are kept (ours: the reference lost them)")
    func backKeepsUnconfirmedEdits() {
        let flow = world.missingFlow()
        flow.open(at: .animalDescription)
        let vm = flow.animalDescriptionViewModel()
        vm.selectSpecies(.cat)
        vm.editPetName("Mruczek")
        vm.backTapped()
        #expect(flow.step == .photo)
        flow.open(at: .animalDescription)
        let again = flow.animalDescriptionViewModel()
        #expect(again.form.species == .cat)
        #expect(again.petNameTextFieldModel?.text == "Mruczek")
    }

    @Test(
        "Given a completed wizard, then the request is exactly what the API expects: petName trimmed, chip digits, sanitised phone"
    )
    func buildsCreateRequest() throws {
        let flow = world.missingFlow()
        walkToOwnersDetails(flow)
        fillContact(flow.ownersDetailsViewModel())
        let request = try flow.state.createRequest(now: world.wallClock.now, today: world.today).get()
        #expect(request.status == .missing)
        #expect(request.petName == "Burek")
        #expect(request.species == .dog)
        #expect(request.breed == "Beagle")
        #expect(request.sex == .male)
        #expect(request.age == 4)
        #expect(request.lastSeenDate == world.today)
        #expect(request.locationLatitude == 52.22968)
        #expect(request.locationLongitude == 21.01223)
        #expect(request.description == "Red collar\nscared of bikes")
        #expect(request.microchipNumber == "987654321012345")
        #expect(request.phone == "+48600123456")
        #expect(request.email == "owner@example.com")
        #expect(request.reward == "A big hug")
        #expect(request.validationErrors(now: world.wallClock.now).isEmpty, "the API's own validation accepts it")
    }

    @Test(
        "Given step 4, then it asks who sees the phone and email with Keep them private preselected and the line on why; the choice is sent and kept in the draft"
    )
    func contactVisibility() throws {
        let flow = world.missingFlow()
        walkToOwnersDetails(flow)
        let owner = flow.ownersDetailsViewModel()
        fillContact(owner)
        let choice = owner.contactVisibilityModel
        #expect(choice.label == Copy.ContactVisibility.label && choice.helperText == Copy.ContactVisibility.why)
        #expect(
            choice.options.map(\.title) == [Copy.ContactVisibility.keepPrivate, Copy.ContactVisibility.showPublicly])
        #expect(
            choice.options.filter(\.isSelected).map(\.accessibilityID) == [
                ContactVisibilityIdentifiers.ownersDetails.keepPrivate
            ])
        #expect(
            try flow.state.createRequest(now: world.wallClock.now, today: world.today).get().contactVisibility
                == .private)

        owner.chooseContactVisibility(.public)
        #expect(
            owner.contactVisibilityModel.options.filter(\.isSelected).map(\.id) == [ContactVisibility.public.rawValue])
        #expect(
            try flow.state.createRequest(now: world.wallClock.now, today: world.today).get().contactVisibility
                == .public)
        let saved = try JSONDecoder().decode(ReportMissingPetFlowState.self, from: JSONEncoder().encode(flow.state))
        #expect(saved.ownersDetails.contactVisibility == .public)
    }

    @Test("Given a draft saved before the question existed, then it opens, and reads as Keep them private")
    func draftWithoutContactVisibility() throws {
        var form =
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(OwnersDetailsForm())) as? [String: Any] ?? [:]
        form.removeValue(forKey: "contactVisibilityChoice")
        let old = try JSONDecoder().decode(OwnersDetailsForm.self, from: JSONSerialization.data(withJSONObject: form))
        #expect(old.contactVisibility == .private)
    }

    @Test("Given a blank Animal name, then petName is omitted from the request body (seed 002)")
    func blankPetNameOmitted() throws {
        let flow = world.missingFlow()
        walkToOwnersDetails(flow, petName: "   ")
        fillContact(flow.ownersDetailsViewModel())
        #expect(flow.state.petName == nil)
        let request = try flow.state.createRequest(now: world.wallClock.now, today: world.today).get()
        let json = try #require(String(data: JSONEncoder().encode(request), encoding: .utf8))
        #expect(request.petName == nil)
        #expect(!json.contains("petName"))
    }

    @Test(
        "Given step 4, when Continue is tapped with invalid phone and email, then it stays and explains; errors wait for submit"
    )
    func ownersDetailsValidatedOnSubmit() async {
        let flow = world.missingFlow()
        walkToOwnersDetails(flow)
        let owners = flow.ownersDetailsViewModel()
        #expect(owners.progressText == "4/4")
        owners.editPhone("12 34")
        owners.editEmail("owner@")
        #expect(owners.phoneTextFieldModel.errorMessage == nil, "validated on submit, not while typing")
        await owners.continueTapped()
        #expect(owners.phoneTextFieldModel.errorMessage == "Enter at least 7 digits")
        #expect(owners.emailTextFieldModel.errorMessage == "Enter a valid email address")
        #expect(world.submitter.createCalls.get().isEmpty)
        #expect(flow.step == .ownersDetails)
    }

    @Test("Given a reward longer than 100 characters, then the extra is ignored (the API's limit)")
    func rewardCapped() {
        let flow = world.missingFlow()
        flow.open(at: .ownersDetails)
        let owners = flow.ownersDetailsViewModel()
        owners.editReward(String(repeating: "r", count: 130))
        #expect(owners.form.reward.count == 100)
    }

    @Test(
        "Given a complete wizard, when submitted, then the report is created, its photo uploaded and the summary shows the password"
    )
    func submitsAndShowsSummary() async throws {
        let flow = world.missingFlow()
        walkToOwnersDetails(flow)
        let owners = flow.ownersDetailsViewModel()
        fillContact(owners)
        await owners.continueTapped()
        #expect(flow.step == .summary)
        #expect(flow.progressText == nil, "the summary has no progress badge")
        #expect(world.submitter.createdRequests.get().count == 1)
        #expect(world.submitter.uploads.get().map(\.0.fileName) == ["rex.jpg"])
        let summary = try #require(flow.summaryViewModel())
        #expect(summary.content.title == "Report created")
        #expect(summary.managementPassword == "K7QM-2XPD")
        flow.goBack()
        #expect(flow.step == .summary, "no back from the summary")
    }

    @Test("Given an unfinished report, when the app relaunches, then the draft restores every value and the step")
    func relaunchRestoresDraft() {
        let flow = world.missingFlow()
        walkToOwnersDetails(flow)
        flow.ownersDetailsViewModel().editPhone("600123456")
        let relaunched = world.missingFlow()
        #expect(relaunched.state == flow.state)
        #expect(relaunched.step == .ownersDetails)
        #expect(relaunched.ownersDetailsViewModel().phoneTextFieldModel.text == "600123456")
    }

    @Test("Given the flow state, then it round-trips through JSON unchanged (Codable)")
    func flowStateIsCodable() throws {
        let flow = world.missingFlow()
        walkToOwnersDetails(flow)
        let data = try JSONEncoder().encode(flow.state)
        #expect(try JSONDecoder().decode(ReportMissingPetFlowState.self, from: data) == flow.state)
    }

    @Test("Given a cancel mid-way, then the flow clears and a new flow starts empty at step 1")
    func cancelClearsFlow() {
        let flow = world.missingFlow()
        walkToOwnersDetails(flow)
        flow.cancel()
        #expect(flow.isClosed)
        #expect(world.drafts.drafts.get().isEmpty)
        let fresh = world.missingFlow()
        #expect(fresh.step == .microchip)
        #expect(fresh.state == ReportMissingPetFlowState(today: world.today))
    }

    @Test("Given a deep link to step 3, then progress is 3/4 and Back goes to step 2 as if walked there")
    func deepLinkBehavesAsWalked() {
        let flow = world.missingFlow()
        flow.open(at: .animalDescription)
        #expect(flow.progressText == "3/4")
        #expect(flow.navigationPath == [.microchip, .photo])
        flow.goBack()
        #expect(flow.step == .photo)
        #expect(flow.progressText == "2/4")
        flow.open(at: .summary)
        #expect(flow.step == .photo, "the summary needs a submitted report")
    }
}
