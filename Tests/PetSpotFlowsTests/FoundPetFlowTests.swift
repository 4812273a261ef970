import Foundation
import PetSpotDomain
import Testing
@testable import PetSpotFlows

/// The Found-pet wizard end to end (seed 004): three counted steps, Pet details' rules and
/// Collar data, navigation that keeps every value, cancel, deep links and the request it sends.
@MainActor
@Suite("Found-pet wizard (seed 004)")
struct FoundPetFlowTests {
    let world = TestWorld()

    private static let dateFound = CalendarDate(year: 2026, month: 3, day: 8)!

    // MARK: Helpers

    private func pickJPEG(_ flow: ReportFoundPetFlow) {
        flow.photoViewModel().photoPicked(
            fileName: TestWorld.jpeg.fileName, mimeType: TestWorld.jpeg.mimeType,
            byteCount: TestWorld.jpeg.byteCount, location: TestWorld.jpeg.location)
    }

    /// Fills Pet details with valid values (breed and description included unless told otherwise).
    private func fillPetDetails(
        _ details: PetDetailsViewModel, collar: String = "12345-67890-1234",
        breed: String? = "Beagle", description: String = "Blue collar, very friendly"
    ) {
        details.selectDate(Self.dateFound)
        details.editCollarData(collar)
        details.selectSpecies(.dog)
        if let breed { details.selectRace(breed) }
        details.selectGender(.female)
        details.editLatitude("52.22968")
        details.editLongitude("21.01223")
        details.editDescription(description)
    }

    /// Walks steps 1 and 2 with valid values and lands on step 3.
    private func walkToContactInfo(
        _ flow: ReportFoundPetFlow, collar: String = "12345-67890-1234",
        breed: String? = "Beagle", description: String = "Blue collar, very friendly"
    ) {
        pickJPEG(flow)
        flow.photoViewModel().continueTapped()
        let details = flow.petDetailsViewModel()
        fillPetDetails(details, collar: collar, breed: breed, description: description)
        details.continueTapped()
    }

    private func fillContact(
        _ contact: ContactInformationViewModel, caregiver: String = "+48 511 222 333",
        address: String = "Flat 4\nul. Marszałkowska 10\nWarsaw"
    ) {
        contact.editPhone("+48 600-123-456")
        contact.editEmail(" finder@example.com ")
        contact.editCaregiverPhone(caregiver)
        contact.editCurrentAddress(address)
    }

    /// Every value a person can enter, as the screens show them.
    private struct Shown: Equatable {
        var photoName: String?
        var date: CalendarDate
        var collar: String?
        var species: String?
        var breed: String?
        var selectedSex: [String]
        var latitude: String
        var longitude: String
        var description: String
        var phone: String
        var email: String
        var caregiverPhone: String
        var address: String
    }

    private func shown(_ flow: ReportFoundPetFlow) -> Shown {
        let details = flow.petDetailsViewModel()
        let contact = flow.contactInformationViewModel()
        return Shown(
            photoName: flow.photoViewModel().photo?.fileName,
            date: details.dateFieldModel.value,
            collar: details.collarDataTextFieldModel?.text,
            species: details.speciesDropdownModel.selectedID,
            breed: details.raceDropdownModel.selectedID,
            selectedSex: details.genderSelectorModel.options.filter(\.isSelected).map(\.id),
            latitude: details.locationCoordinateModel.latitudeField.text,
            longitude: details.locationCoordinateModel.longitudeField.text,
            description: details.descriptionTextAreaModel.text,
            phone: contact.phoneTextFieldModel.text,
            email: contact.emailTextFieldModel.text,
            caregiverPhone: contact.caregiverPhoneTextFieldModel.text,
            address: contact.currentAddressTextAreaModel.text
        )
    }

    private func jsonKeys(of request: CreateAnnouncementRequest) throws -> [String] {
        let data = try JSONEncoder().encode(request)
        return try JSONDecoder().decode([String: JSONValue].self, from: data).keys.sorted()
    }

    // MARK: Structure (FR-001, FR-002)

    @Test(
        "FR-001 Given the Found wizard, then it has exactly three counted steps, photo → pet details → contact info, then a confirmation"
    )
    func exactlyThreeCountedStepsInOrder() {
        #expect(FoundPetStep.allCases == [.photo, .petDetails, .contactInfo, .confirmation])
        #expect(FoundPetStep.countedSteps == 3)
        #expect(FoundPetStep.allCases.compactMap(\.progressText) == ["1/3", "2/3", "3/3"])
        #expect(FoundPetStep.confirmation.progressText == nil, "the confirmation has no progress badge")
    }

    @Test(
        "FR-001/FR-002 Given a new Found report, when walked forward, then the person sees 1/3 photo, 2/3 pet details, 3/3 contact info"
    )
    func walkingForwardShowsOneTwoThreeOfThree() {
        let flow = world.foundFlow()
        #expect(flow.step == .photo)
        #expect(flow.progressText == "1/3")
        #expect(flow.photoViewModel().progressText == "1/3")
        #expect(flow.progressAccessibilityID == "reportFoundPet.progressIndicator")
        #expect(flow.navigationPath.isEmpty)

        pickJPEG(flow)
        flow.photoViewModel().continueTapped()
        #expect(flow.step == .petDetails)
        #expect(flow.progressText == "2/3")
        #expect(flow.petDetailsViewModel().progressText == "2/3")
        #expect(flow.navigationPath == [.photo])

        let details = flow.petDetailsViewModel()
        fillPetDetails(details)
        details.continueTapped()
        #expect(flow.step == .contactInfo)
        #expect(flow.progressText == "3/3")
        #expect(flow.contactInformationViewModel().progressText == "3/3")
        #expect(flow.navigationPath == [.photo, .petDetails])
    }

    @Test("Given step 1, then its header button is the close button; on later steps it is the back button")
    func headerButtonIsCloseOnStepOneOnly() {
        let flow = world.foundFlow()
        #expect(flow.backAccessibilityID == "reportFoundPet.closeButton")
        flow.open(at: .petDetails)
        #expect(flow.backAccessibilityID == "reportFoundPet.backButton")
        flow.open(at: .contactInfo)
        #expect(flow.backAccessibilityID == "reportFoundPet.backButton")
    }

    // MARK: Copy (FR-017, step 2)

    @Test(
        "FR-017 Given Pet details, then title, heading, body, labels, placeholders and the GPS button say exactly the spec's words"
    )
    func petDetailsCopy() throws {
        let flow = world.foundFlow()
        flow.open(at: .petDetails)
        let details = flow.petDetailsViewModel()
        #expect(details.variant == .found)
        #expect(details.copy.screenTitle == "Pet details")
        #expect(details.copy.heading == "Pet details")
        #expect(details.copy.subtitle == "Tell us what you know about the animal you found.")
        #expect(details.dateFieldModel.label == "Date found")
        #expect(details.copy.datePlaceholder == "DD/MM/YYYY")
        #expect(details.dateFieldModel.displayedValue == "10/03/2026", "shown as DD/MM/YYYY")
        let collar = try #require(details.collarDataTextFieldModel)
        #expect(collar.label == "Collar data (optional)")
        #expect(collar.placeholder == "00000-00000-00000")
        #expect(collar.keyboardType == .text, "words as well as a number (issue 35)")
        #expect(collar.accessibilityID == "reportFoundPet.petDetails.collarData.input")
        #expect(details.descriptionTextAreaModel.label == "Additional description (optional)")
        #expect(details.descriptionTextAreaModel.placeholder == "Any details that could help identify the pet...")
        #expect(details.locationCoordinateModel.gpsButtonTitle == "Use current location")
        #expect(details.copy.continueButton == "Continue")
        #expect(details.petNameTextFieldModel == nil, "the Animal name belongs to the Missing flow")
        #expect(details.ageTextFieldModel == nil, "the age belongs to the Missing flow")
    }

    // MARK: Navigation keeps values (FR-003, FR-009, FR-014, FR-015)

    @Test(
        "FR-003/FR-009/FR-014 Given every step filled, when walking back to step 1 and forward again, then every value is still there"
    )
    func backAndForwardKeepsEveryValue() {
        let flow = world.foundFlow()
        walkToContactInfo(flow)
        fillContact(flow.contactInformationViewModel())
        let before = shown(flow)
        #expect(
            before
                == Shown(
                    photoName: "rex.jpg", date: Self.dateFound, collar: "12345-67890-1234", species: "DOG",
                    breed: "Beagle",
                    selectedSex: ["FEMALE"], latitude: "52.22968", longitude: "21.01223",
                    description: "Blue collar, very friendly",
                    phone: "+48 600-123-456", email: " finder@example.com ", caregiverPhone: "+48 511 222 333",
                    address: "Flat 4\nul. Marszałkowska 10\nWarsaw"
                ))

        flow.contactInformationViewModel().backTapped()
        #expect(flow.step == .petDetails)
        #expect(shown(flow) == before)
        flow.petDetailsViewModel().backTapped()
        #expect(flow.step == .photo)
        #expect(!flow.isClosed)
        #expect(shown(flow) == before)

        flow.photoViewModel().continueTapped()
        #expect(flow.step == .petDetails)
        flow.petDetailsViewModel().continueTapped()
        #expect(flow.step == .contactInfo)
        #expect(shown(flow) == before)
    }

    @Test("FR-009 Given edits on Pet details not confirmed with Continue, when Back is pressed, then they are kept")
    func backKeepsUnconfirmedPetDetails() {
        let flow = world.foundFlow()
        pickJPEG(flow)
        flow.photoViewModel().continueTapped()
        let details = flow.petDetailsViewModel()
        details.selectSpecies(.cat)
        details.editCollarData("98765")
        details.editLatitude("50.06143")
        details.backTapped()
        #expect(flow.step == .photo)
        flow.photoViewModel().continueTapped()
        let again = flow.petDetailsViewModel()
        #expect(again.form.species == .cat)
        #expect(again.collarDataTextFieldModel?.text == "98765")
        #expect(again.locationCoordinateModel.latitudeField.text == "50.06143")
    }

    @Test("FR-015 Given a walked wizard, then the in-progress state holds every value of the three steps")
    func stateHoldsEveryValue() {
        let flow = world.foundFlow()
        walkToContactInfo(flow)
        fillContact(flow.contactInformationViewModel())
        let state = flow.state
        #expect(state.photo?.fileName == "rex.jpg")
        #expect(state.petDetails.date == Self.dateFound)
        #expect(state.petDetails.collarDigits == "12345678901234")
        #expect(state.petDetails.species == .dog)
        #expect(state.petDetails.race == "Beagle")
        #expect(state.petDetails.gender == .female)
        #expect(state.petDetails.location.latitudeText == "52.22968")
        #expect(state.petDetails.location.longitudeText == "21.01223")
        #expect(state.petDetails.additionalDescription == "Blue collar, very friendly")
        #expect(state.contactInfo.phone == "+48 600-123-456")
        #expect(state.contactInfo.email == " finder@example.com ")
        #expect(state.contactInfo.caregiverPhone == "+48 511 222 333")
        #expect(state.contactInfo.currentAddress == "Flat 4\nul. Marszałkowska 10\nWarsaw")
    }

    // MARK: Cancel (FR-004)

    @Test(
        "FR-004 Given values on every step, when step 1's close button is used, then the flow closes, every value is cleared and the draft removed"
    )
    func closeOnStepOneClearsEverything() {
        let flow = world.foundFlow()
        walkToContactInfo(flow)
        fillContact(flow.contactInformationViewModel())
        #expect(world.drafts.drafts.get()[.foundPetReport] != nil)
        flow.goBack()
        flow.goBack()
        #expect(flow.step == .photo)
        #expect(!flow.isClosed)

        flow.photoViewModel().backTapped()
        #expect(flow.isClosed)
        #expect(flow.state == ReportFoundPetFlowState(today: world.today))
        #expect(world.drafts.drafts.get()[.foundPetReport] == nil)
    }

    @Test(
        "FR-004 Given a cancel mid-way, then a new Found wizard is a fresh session: step 1, no photo, empty fields, today's date"
    )
    func cancelThenNewFlowStartsFresh() {
        let flow = world.foundFlow()
        walkToContactInfo(flow)
        fillContact(flow.contactInformationViewModel())
        flow.cancel()
        #expect(flow.isClosed)
        #expect(world.drafts.drafts.get()[.foundPetReport] == nil)

        let fresh = world.foundFlow()
        #expect(!fresh.isClosed)
        #expect(fresh.step == .photo)
        #expect(fresh.state == ReportFoundPetFlowState(today: world.today))
        #expect(fresh.photoViewModel().photo == nil)
        #expect(fresh.petDetailsViewModel().collarDataTextFieldModel?.text == "")
        #expect(fresh.petDetailsViewModel().dateFieldModel.value == world.today)
        #expect(fresh.contactInformationViewModel().phoneTextFieldModel.text == "")
        #expect(fresh.contactInformationViewModel().caregiverPhoneTextFieldModel.text == "")
        #expect(fresh.contactInformationViewModel().currentAddressTextAreaModel.text == "")
    }

    // MARK: Collar data (FR-008, US2)

    @Test(
        "FR-008 Given 'Collar data', when '12345 67890-123456789' is typed, then 15 digits are stored and shown as 12345-67890-12345"
    )
    func collarDataDigitsOnlyCappedAndFormatted() throws {
        let flow = world.foundFlow()
        flow.open(at: .petDetails)
        let details = flow.petDetailsViewModel()
        details.editCollarData("12345 67890-123456789")
        #expect(flow.state.petDetails.collarDigits == "123456789012345")
        #expect(flow.state.petDetails.collarWords == nil)
        #expect(try #require(details.collarDataTextFieldModel).text == "12345-67890-12345")
    }

    @Test(
        "Issue 35: Given words typed in 'Collar data', then they are kept as typed and sent as the collar, not as a chip; a number typed after replaces them"
    )
    func collarDataKeepsWords() throws {
        let flow = world.foundFlow()
        flow.open(at: .petDetails)
        let details = flow.petDetailsViewModel()
        details.editCollarData("Rex red tag")
        #expect(details.collarDataTextFieldModel?.text == "Rex red tag")
        #expect(details.form.collarWords == "Rex red tag" && details.form.collarDigits == "")
        #expect(details.form.collarData == .words("Rex red tag"))
        var complete = details.form
        complete.species = .cat
        complete.gender = .unknown
        complete.location = LocationFields(showing: Coordinates(latitude: 50.06, longitude: 19.94))
        let sent = try #require(
            complete.describing(
                CreateAnnouncementRequest(status: .found, species: .cat, sex: .unknown, lastSeenDate: complete.date),
                variant: .found))
        #expect(sent.collar == "Rex red tag" && sent.microchipNumber == nil)
        details.editCollarData(String(repeating: "tag ", count: 40))
        #expect(details.form.collarWords?.count == TextLimit.collar, "typing past the limit is ignored")
        details.editCollarData("98765")
        #expect(details.form.collarWords == nil && details.form.collarDigits == "98765")
    }

    @Test(
        "US2-1 Given digits typed one by one, then hyphens appear after the 5th and 10th digit only",
        arguments: [
            ("1", "1"), ("12345", "12345"), ("123456", "12345-6"), ("1234567890", "12345-67890"),
            ("12345678901", "12345-67890-1"), ("123456789012345", "12345-67890-12345"),
        ])
    func collarDataFormatsWhileTyping(typed: String, displayed: String) {
        let flow = world.foundFlow()
        flow.open(at: .petDetails)
        let details = flow.petDetailsViewModel()
        details.editCollarData(typed)
        #expect(details.collarDataTextFieldModel?.text == displayed)
        #expect(details.form.collarDigits == typed, "stored digits-only")
    }

    @Test(
        "FR-008 Given a formatted value pasted into Collar data, then its digits are the chip; non-ASCII digits are words, never a chip"
    )
    func collarDataRejectsNonDigits() {
        let flow = world.foundFlow()
        flow.open(at: .petDetails)
        let details = flow.petDetailsViewModel()
        details.editCollarData("12345-67890")
        #expect(details.form.collarDigits == "1234567890")
        details.editCollarData("٣٤ ٥")
        #expect(details.form.collarDigits == "")
        #expect(details.form.collarWords == "٣٤ ٥")
    }

    @Test(
        "US2-2 FR-008 Given empty Collar data and the required fields set, then Continue is enabled, no collar error is shown, and step 3 opens"
    )
    func emptyCollarDataDoesNotBlock() {
        let flow = world.foundFlow()
        pickJPEG(flow)
        flow.photoViewModel().continueTapped()
        let details = flow.petDetailsViewModel()
        fillPetDetails(details, collar: "")
        #expect(details.isContinueEnabled)
        details.continueTapped()
        #expect(details.errorMessage(for: .collarData) == nil)
        #expect(details.collarDataTextFieldModel?.errorMessage == nil)
        #expect(flow.step == .contactInfo)
    }

    @Test(
        "US2-3 Given 1–14 collar digits, when proceeding to step 3 and returning, then navigation is not blocked and the value is kept",
        arguments: ["1", "12345", "1234567", "1234567890", "12345678901234"])
    func shortCollarDataPreserved(digits: String) {
        let flow = world.foundFlow()
        walkToContactInfo(flow, collar: digits)
        #expect(flow.step == .contactInfo, "fewer than 15 digits must not block")
        flow.contactInformationViewModel().backTapped()
        let details = flow.petDetailsViewModel()
        #expect(details.form.collarDigits == digits)
        #expect(details.collarDataTextFieldModel?.text == MicrochipNumber.formatted(digits))
        #expect(details.errorMessage(for: .collarData) == nil)
        #expect(details.isContinueEnabled)
    }

    // MARK: Pet details rules (FR-007)

    @Test("FR-007 Given species, sex, date and location but no breed, then Continue is enabled (breed is optional)")
    func breedIsOptional() {
        let flow = world.foundFlow()
        pickJPEG(flow)
        flow.photoViewModel().continueTapped()
        let details = flow.petDetailsViewModel()
        fillPetDetails(details, breed: nil)
        #expect(details.form.race.isEmpty)
        #expect(details.raceDropdownModel.label == "Breed (optional)")
        #expect(details.isContinueEnabled)
        details.continueTapped()
        #expect(flow.step == .contactInfo)
        #expect(details.errorMessage(for: .race) == nil)
    }

    @Test(
        "FR-007 Given no sex chosen, then Continue is disabled; tapping it shows the sex error and the toast and stays")
    func sexIsRequired() {
        let flow = world.foundFlow()
        flow.open(at: .petDetails)
        let details = flow.petDetailsViewModel()
        details.selectSpecies(.dog)
        details.editLatitude("52.22968")
        details.editLongitude("21.01223")
        #expect(!details.isContinueEnabled)
        #expect(details.genderSelectorModel.errorMessage == nil, "not shown before Continue")
        details.continueTapped()
        #expect(flow.step == .petDetails)
        #expect(details.genderSelectorModel.errorMessage == "Please select the animal's sex")
        #expect(details.genderSelectorModel.label == "Sex")
        #expect(details.toast?.message == "Please correct the errors below")
        details.selectGender(.male)
        #expect(details.isContinueEnabled)
    }

    @Test("FR-007 Given no species chosen, then Continue is disabled; tapping it shows the species error and stays")
    func speciesIsRequired() {
        let flow = world.foundFlow()
        flow.open(at: .petDetails)
        let details = flow.petDetailsViewModel()
        details.selectGender(.female)
        details.editLatitude("52.22968")
        details.editLongitude("21.01223")
        #expect(!details.isContinueEnabled)
        details.continueTapped()
        #expect(flow.step == .petDetails)
        #expect(details.speciesDropdownModel.errorMessage == "Please select an animal species")
        #expect(details.speciesDropdownModel.label == "Animal species")
        details.selectSpecies(.cat)
        #expect(details.isContinueEnabled)
    }

    @Test(
        "FR-007 Given both coordinates blank, then Continue is disabled; tapping it shows inline errors on latitude and longitude and the toast"
    )
    func locationIsRequired() {
        let flow = world.foundFlow()
        flow.open(at: .petDetails)
        let details = flow.petDetailsViewModel()
        details.selectSpecies(.dog)
        details.selectGender(.female)
        #expect(!details.isContinueEnabled)
        #expect(details.locationCoordinateModel.latitudeField.errorMessage == nil, "not shown before Continue")
        details.continueTapped()
        #expect(flow.step == .petDetails)
        let location = details.locationCoordinateModel
        #expect(location.label == "Found location")
        #expect(location.latitudeField.errorMessage == Copy.Validation.foundLocationRequired)
        #expect(location.longitudeField.errorMessage == Copy.Validation.foundLocationRequired)
        #expect(details.toast?.message == "Please correct the errors below")
        #expect(details.toast?.accessibilityID == "reportFoundPet.petDetails.validationToast")
    }

    @Test(
        "FR-007 Given only the latitude, then the longitude asks to be filled and Continue stays disabled until both are there"
    )
    func bothCoordinatesRequired() {
        let flow = world.foundFlow()
        flow.open(at: .petDetails)
        let details = flow.petDetailsViewModel()
        details.selectSpecies(.dog)
        details.selectGender(.female)
        details.editLatitude("52.22968")
        #expect(!details.isContinueEnabled)
        details.continueTapped()
        #expect(details.locationCoordinateModel.latitudeField.errorMessage == nil)
        #expect(details.locationCoordinateModel.longitudeField.errorMessage == Copy.Validation.missingLongitude)
        details.editLongitude("21.01223")
        #expect(details.isContinueEnabled)
        #expect(details.locationCoordinateModel.longitudeField.errorMessage == nil)
    }

    @Test(
        "FR-007 Given 'Use current location' is tapped, then both coordinates are filled from the device and Continue is enabled"
    )
    func useCurrentLocationFillsBoth() async {
        let flow = world.foundFlow()
        flow.open(at: .petDetails)
        let details = flow.petDetailsViewModel()
        details.selectSpecies(.dog)
        details.selectGender(.male)
        #expect(details.locationCoordinateModel.gpsButtonTitle == "Use current location")
        #expect(
            details.locationCoordinateModel.gpsButtonAccessibilityID
                == "reportFoundPet.petDetails.useCurrentLocationButton.tap")
        await details.requestGPSPosition()
        #expect(details.locationCoordinateModel.latitudeField.text == "52.22968")
        #expect(details.locationCoordinateModel.longitudeField.text == "21.01223")
        #expect(details.isContinueEnabled)
    }

    @Test("FR-007 Given Date found, then it defaults to today and a future day is refused with the previous date kept")
    func dateFoundDefaultsToTodayAndRefusesFuture() throws {
        let flow = world.foundFlow()
        flow.open(at: .petDetails)
        let details = flow.petDetailsViewModel()
        #expect(details.dateFieldModel.value == world.today)
        #expect(details.dateFieldModel.latestSelectable == world.today)
        details.selectDate(try #require(CalendarDate(year: 2026, month: 3, day: 11)))
        #expect(details.dateFieldModel.value == world.today)
        #expect(details.dateFieldModel.errorMessage == Copy.Validation.futureDate)
    }

    // MARK: Request (FR-016)

    @Test(
        "FR-016 Given a complete walk, when submitted, then exactly one FOUND request carries the entered values and the collar digits as microchipNumber"
    )
    func submittedRequestCarriesEnteredValues() async throws {
        let flow = world.foundFlow()
        walkToContactInfo(flow)
        let contact = flow.contactInformationViewModel()
        fillContact(contact)
        await contact.submitTapped()

        let requests = world.submitter.createdRequests.get()
        #expect(requests.count == 1)
        let request = try #require(requests.first)
        #expect(request.status == .found)
        #expect(request.species == .dog)
        #expect(request.sex == .female)
        #expect(request.lastSeenDate == Self.dateFound)
        #expect(request.locationLatitude == 52.22968)
        #expect(request.locationLongitude == 21.01223)
        #expect(request.breed == "Beagle")
        #expect(request.description == "Blue collar, very friendly")
        #expect(request.microchipNumber == "12345678901234")
        #expect(request.phone == "+48600123456", "sanitised: digits and + only")
        #expect(request.email == "finder@example.com", "trimmed")
        #expect(request.petName == nil)
        #expect(request.age == nil)
        #expect(request.reward == nil)
        #expect(request.validationErrors(now: world.wallClock.now).isEmpty, "the API's own rules accept it")
    }

    @Test(
        "Issue 35 (was FR-016): Given caregiver phone and current address, when submitted, then both are sent, the phone sanitised and the address as typed"
    )
    func caregiverFieldsAreSent() async throws {
        let flow = world.foundFlow()
        walkToContactInfo(flow)
        let contact = flow.contactInformationViewModel()
        #expect(
            contact.currentAddressTextAreaModel.helperText == Copy.FoundPet.ContactInfo.currentAddressPrivate,
            "the finder is told who sees it")
        fillContact(contact, caregiver: "+48 511 222 333", address: "Flat 4\nul. Marszałkowska 10\nWarsaw")
        await contact.submitTapped()

        let request = try #require(world.submitter.createdRequests.get().first)
        #expect(request.caregiverPhone == "+48511222333")
        #expect(request.currentAddress == "Flat 4\nul. Marszałkowska 10\nWarsaw")
        #expect(request.phone == "+48600123456", "the finder's phone, not the caregiver's")
    }

    @Test(
        "FR-016 US3-3 Given caregiver phone and address, when the report is submitted, then both stay in the flow state and on screen"
    )
    func caregiverFieldsStayInState() async {
        let flow = world.foundFlow()
        walkToContactInfo(flow)
        let contact = flow.contactInformationViewModel()
        fillContact(contact, caregiver: "+48 511 222 333", address: "Flat 4\nWarsaw")
        await contact.submitTapped()
        #expect(flow.step == .confirmation)
        #expect(flow.state.contactInfo.caregiverPhone == "+48 511 222 333")
        #expect(flow.state.contactInfo.currentAddress == "Flat 4\nWarsaw")
        #expect(contact.caregiverPhoneTextFieldModel.text == "+48 511 222 333")
        #expect(contact.currentAddressTextAreaModel.text == "Flat 4\nWarsaw")
    }

    @Test("FR-016 Given empty Collar data, when submitted, then microchipNumber is nil and absent from the JSON body")
    func emptyCollarDataOmitted() async throws {
        let flow = world.foundFlow()
        walkToContactInfo(flow, collar: "")
        let contact = flow.contactInformationViewModel()
        fillContact(contact)
        await contact.submitTapped()
        let request = try #require(world.submitter.createdRequests.get().first)
        #expect(request.microchipNumber == nil)
        #expect(try !jsonKeys(of: request).contains("microchipNumber"))
    }

    @Test("FR-015 Given no breed and a blank description, when submitted, then both are omitted from the request")
    func optionalDetailsOmittedWhenBlank() async throws {
        let flow = world.foundFlow()
        walkToContactInfo(flow, breed: nil, description: "  \n ")
        let contact = flow.contactInformationViewModel()
        fillContact(contact)
        await contact.submitTapped()
        let request = try #require(world.submitter.createdRequests.get().first)
        #expect(request.breed == nil)
        #expect(request.description == nil)
        let keys = try jsonKeys(of: request)
        #expect(!keys.contains("breed"))
        #expect(!keys.contains("description"))
    }

    @Test(
        "FR-005 Given a deep link past step 1 without a photo, when submitted, then nothing is sent and the person is told the photo is mandatory"
    )
    func submissionWithoutPhotoIsRefused() async throws {
        let flow = world.foundFlow()
        flow.open(at: .petDetails)
        fillPetDetails(flow.petDetailsViewModel())
        flow.open(at: .contactInfo)
        let contact = flow.contactInformationViewModel()
        fillContact(contact)
        await contact.submitTapped()
        #expect(world.submitter.createCalls.get().isEmpty)
        #expect(flow.step == .contactInfo)
        let alert = try #require(contact.alert)
        #expect(alert.message.contains("Photo is mandatory"))
    }

    // MARK: Deep link

    @Test(
        "Given a deep link to Contact information, then progress is 3/3, the stack below is photo and pet details, and Back goes to Pet details"
    )
    func deepLinkToContactInfo() {
        let flow = world.foundFlow()
        flow.open(at: .contactInfo)
        #expect(flow.step == .contactInfo)
        #expect(flow.progressText == "3/3")
        #expect(flow.navigationPath == [.photo, .petDetails])
        flow.goBack()
        #expect(flow.step == .petDetails)
        #expect(flow.progressText == "2/3")
        #expect(flow.navigationPath == [.photo])
    }

    @Test(
        "Given no completed submission, when the confirmation is opened directly, then it is refused and the step is unchanged"
    )
    func deepLinkToConfirmationRefused() {
        let flow = world.foundFlow()
        flow.open(at: .petDetails)
        flow.open(at: .confirmation)
        #expect(flow.step == .petDetails)
        #expect(flow.confirmationViewModel() == nil)
    }
}
