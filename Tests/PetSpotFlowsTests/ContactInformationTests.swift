import Foundation
import PetSpotDomain
import Testing
@testable import PetSpotFlows

/// Found flow step 3/3 "Contact information" (seed 004, FR-010 to FR-014, US3): the finder's phone
/// and email (required, checked on submit), the optional caregiver phone and current address.
@MainActor
@Suite("Found flow: Contact information (seed 004)")
struct ContactInformationTests {
    let world = TestWorld()

    // MARK: Helpers

    /// A Found flow on step 3 with a photo and valid Pet details.
    private func flowOnContactInfo() -> ReportFoundPetFlow {
        let flow = world.foundFlow()
        let photo = flow.photoViewModel()
        photo.photoPicked(
            fileName: TestWorld.jpeg.fileName, mimeType: TestWorld.jpeg.mimeType,
            byteCount: TestWorld.jpeg.byteCount, location: TestWorld.jpeg.location)
        photo.continueTapped()
        let details = flow.petDetailsViewModel()
        details.selectSpecies(.cat)
        details.selectGender(.male)
        details.editLatitude("50.06143")
        details.editLongitude("19.93658")
        details.continueTapped()
        return flow
    }

    private func fillRequired(_ contact: ContactInformationViewModel) {
        contact.editPhone("600 123 456")
        contact.editEmail("finder@example.com")
    }

    // MARK: Copy (FR-017, step 3)

    @Test(
        "FR-017 Given Contact information, then title, heading, body, labels, placeholders and the button say exactly the spec's words"
    )
    func copyMatchesSpec() {
        let flow = flowOnContactInfo()
        let contact = flow.contactInformationViewModel()
        #expect(contact.screenTitle == "Contact info")
        #expect(contact.heading == "Contact information")
        #expect(contact.body == "Share your contact details so the pet’s owner can reach you.")
        #expect(contact.phoneTextFieldModel.label == "Your phone number")
        #expect(contact.phoneTextFieldModel.placeholder == "+1 (555) 000-0000")
        #expect(contact.emailTextFieldModel.label == "Your email")
        #expect(contact.emailTextFieldModel.placeholder == "email@example.com")
        #expect(contact.caregiverPhoneTextFieldModel.label == "Caregiver phone number (optional)")
        #expect(contact.caregiverPhoneTextFieldModel.placeholder == "+1 (555) 000-0000")
        #expect(contact.currentAddressTextAreaModel.label == "Current physical address (optional)")
        #expect(contact.currentAddressTextAreaModel.placeholder == "Full address where the animal is currently located")
        #expect(contact.submitButtonTitle == "Submit report")
        #expect(contact.progressText == "3/3")
    }

    @Test("Given Contact information, then its controls carry the reportFoundPet.contactInfo ids and phone keyboards")
    func identifiersAndKeyboards() {
        let contact = flowOnContactInfo().contactInformationViewModel()
        #expect(contact.phoneTextFieldModel.accessibilityID == "reportFoundPet.contactInfo.phone.input")
        #expect(contact.emailTextFieldModel.accessibilityID == "reportFoundPet.contactInfo.email.input")
        #expect(
            contact.caregiverPhoneTextFieldModel.accessibilityID == "reportFoundPet.contactInfo.caregiverPhone.input")
        #expect(
            contact.currentAddressTextAreaModel.accessibilityID == "reportFoundPet.contactInfo.currentAddress.input")
        #expect(contact.submitAccessibilityID == "reportFoundPet.contactInfo.submitButton.tap")
        #expect(contact.phoneTextFieldModel.keyboardType == .phonePad)
        #expect(contact.caregiverPhoneTextFieldModel.keyboardType == .phonePad)
        #expect(contact.emailTextFieldModel.keyboardType == .emailAddress)
    }

    // MARK: Required phone and email (FR-010, FR-010a)

    @Test(
        "FR-010 Given phone and email left empty, when Submit is tapped, then both explain what is missing and nothing is sent"
    )
    func phoneAndEmailRequired() async {
        let flow = flowOnContactInfo()
        let contact = flow.contactInformationViewModel()
        await contact.submitTapped()
        #expect(contact.phoneTextFieldModel.errorMessage == Copy.Validation.missingPhone)
        #expect(contact.emailTextFieldModel.errorMessage == Copy.Validation.missingEmail)
        #expect(world.submitter.createCalls.get().isEmpty)
        #expect(flow.step == .contactInfo)
        #expect(contact.alert == nil)
    }

    @Test(
        "FR-010a Given an invalid phone and email, then no error shows while typing; after Submit they read 'Enter at least 7 digits' and 'Enter a valid email address'"
    )
    func invalidPhoneAndEmailShownOnSubmitOnly() async {
        let flow = flowOnContactInfo()
        let contact = flow.contactInformationViewModel()
        contact.editPhone("12 34")
        contact.editEmail("finder@")
        #expect(contact.phoneTextFieldModel.errorMessage == nil, "validated on submit, not while typing")
        #expect(contact.emailTextFieldModel.errorMessage == nil, "validated on submit, not while typing")
        #expect(contact.errorMessage(for: .phone) == nil)
        await contact.submitTapped()
        #expect(contact.phoneTextFieldModel.errorMessage == "Enter at least 7 digits")
        #expect(contact.emailTextFieldModel.errorMessage == "Enter a valid email address")
        #expect(contact.phoneTextFieldModel.borderColor == .error)
        #expect(world.submitter.createCalls.get().isEmpty)
        #expect(flow.step == .contactInfo)
    }

    @Test(
        "FR-010a Given phone numbers, then 7–11 digits after sanitisation pass (+ kept, other characters ignored), or 12–15 after a leading + (a British or Ukrainian number), others are refused",
        arguments: [
            ("1234567", nil), ("+48 600 123 456", nil), ("(555) 000-0000", nil), ("12345678901", nil),
            ("123456", "Enter at least 7 digits"), ("phone: 12-34", "Enter at least 7 digits"),
            ("+44 7700 900123", nil), ("+380 67 123 4567", nil),
            ("123456789012", "Enter at most 11 digits, or start with + and the country code (+44 7700 900123)"),
            ("+380 67 123 4567 8901", "Enter at most 15 digits: a number with its country code has no more"),
        ] as [(String, String?)])
    func phoneRule(phone: String, expected: String?) async {
        let flow = flowOnContactInfo()
        let contact = flow.contactInformationViewModel()
        contact.editPhone(phone)
        contact.editEmail("finder@example.com")
        await contact.submitTapped()
        #expect(contact.phoneTextFieldModel.errorMessage == expected)
        #expect(world.submitter.createdRequests.get().count == (expected == nil ? 1 : 0))
    }

    @Test(
        "FR-010a Given emails, then local@domain.tld passes (surrounding spaces trimmed) and anything else is refused",
        arguments: [
            (" finder@example.com ", true), ("a.b@mail.co.uk", true), ("finder@example", false),
            ("finder example.com", false), ("@example.com", false), ("finder@@example.com", false),
        ])
    func emailRule(email: String, valid: Bool) async {
        let flow = flowOnContactInfo()
        let contact = flow.contactInformationViewModel()
        contact.editPhone("600123456")
        contact.editEmail(email)
        await contact.submitTapped()
        #expect(contact.emailTextFieldModel.errorMessage == (valid ? nil : "Enter a valid email address"))
        #expect(world.submitter.createdRequests.get().count == (valid ? 1 : 0))
    }

    @Test(
        "FR-010a Given errors shown after a failed submit, when the values are corrected, then the errors go and Submit sends the report"
    )
    func correctedValuesClearErrorsAndSubmit() async {
        let flow = flowOnContactInfo()
        let contact = flow.contactInformationViewModel()
        contact.editPhone("123")
        await contact.submitTapped()
        #expect(contact.phoneTextFieldModel.errorMessage != nil)
        fillRequired(contact)
        #expect(contact.phoneTextFieldModel.errorMessage == nil)
        #expect(contact.emailTextFieldModel.errorMessage == nil)
        await contact.submitTapped()
        #expect(world.submitter.createdRequests.get().count == 1)
        #expect(flow.step == .confirmation)
    }

    @Test(
        "Given Contact information, then it asks who sees the phone and email, Keep them private preselected; the choice is what is sent"
    )
    func contactVisibility() async {
        let flow = flowOnContactInfo()
        let contact = flow.contactInformationViewModel()
        #expect(
            contact.contactVisibilityModel.options.filter(\.isSelected).map(\.accessibilityID)
                == [ContactVisibilityIdentifiers.foundContactInfo.keepPrivate])
        #expect(contact.contactVisibilityModel.helperText == Copy.ContactVisibility.why)
        fillRequired(contact)
        contact.chooseContactVisibility(.public)
        await contact.submitTapped()
        #expect(world.submitter.createdRequests.get().map(\.contactVisibility) == [.public])
    }

    // MARK: Caregiver phone (FR-011, FR-012)

    @Test(
        "US3-1 FR-012 FR-013 Given caregiver phone and current address left empty, when submitted, then the report is sent"
    )
    func emptyOptionalFieldsDoNotBlock() async {
        let flow = flowOnContactInfo()
        let contact = flow.contactInformationViewModel()
        fillRequired(contact)
        await contact.submitTapped()
        #expect(contact.caregiverPhoneTextFieldModel.errorMessage == nil)
        #expect(world.submitter.createdRequests.get().count == 1)
        #expect(flow.step == .confirmation)
    }

    @Test(
        "FR-012 Given an invalid non-empty caregiver phone, when submitted, then its field shows the phone error and nothing is sent",
        arguments: [
            ("12", "Enter at least 7 digits"), ("call me", "Enter at least 7 digits"),
            ("+48 123 456 789 012 345", "Enter at most 15 digits: a number with its country code has no more"),
        ])
    func invalidCaregiverPhoneBlocks(caregiver: String, message: String) async {
        let flow = flowOnContactInfo()
        let contact = flow.contactInformationViewModel()
        fillRequired(contact)
        contact.editCaregiverPhone(caregiver)
        #expect(contact.caregiverPhoneTextFieldModel.errorMessage == nil, "validated on submit")
        await contact.submitTapped()
        #expect(contact.caregiverPhoneTextFieldModel.errorMessage == message)
        #expect(contact.errorMessage(for: .caregiverPhone) == message)
        #expect(contact.phoneTextFieldModel.errorMessage == nil)
        #expect(contact.emailTextFieldModel.errorMessage == nil)
        #expect(world.submitter.createCalls.get().isEmpty)
        #expect(flow.step == .contactInfo)
    }

    @Test("FR-012 Given a valid caregiver phone, when submitted, then it passes and the report is sent")
    func validCaregiverPhonePasses() async {
        let flow = flowOnContactInfo()
        let contact = flow.contactInformationViewModel()
        fillRequired(contact)
        contact.editCaregiverPhone("+48 (511) 222-333")
        await contact.submitTapped()
        #expect(contact.caregiverPhoneTextFieldModel.errorMessage == nil)
        #expect(world.submitter.createdRequests.get().count == 1)
        #expect(flow.step == .confirmation)
    }

    @Test("FR-012 Given a caregiver phone of spaces only, then it counts as empty and does not block")
    func blankCaregiverPhoneCountsAsEmpty() async {
        let flow = flowOnContactInfo()
        let contact = flow.contactInformationViewModel()
        fillRequired(contact)
        contact.editCaregiverPhone("   ")
        await contact.submitTapped()
        #expect(contact.caregiverPhoneTextFieldModel.errorMessage == nil)
        #expect(world.submitter.createdRequests.get().count == 1)
    }

    @Test("US3-2 Given a caregiver phone, then it is shown as typed in its field, separate from the finder's phone")
    func caregiverPhoneShownAsTyped() {
        let contact = flowOnContactInfo().contactInformationViewModel()
        contact.editPhone("600 123 456")
        contact.editCaregiverPhone("+48 511 222 333")
        #expect(contact.caregiverPhoneTextFieldModel.text == "+48 511 222 333")
        #expect(contact.phoneTextFieldModel.text == "600 123 456")
        #expect(contact.form.caregiverPhone == "+48 511 222 333")
    }

    // MARK: Current address (FR-011, FR-013, edge case)

    @Test(
        "FR-013 Given a multi-line current address, then every line is kept as typed and it does not block submission")
    func currentAddressIsMultiLine() async {
        let flow = flowOnContactInfo()
        let contact = flow.contactInformationViewModel()
        fillRequired(contact)
        let address = "Flat 4\nul. Marszałkowska 10\n00-001 Warsaw\nPoland"
        contact.editCurrentAddress(address)
        #expect(contact.currentAddressTextAreaModel.text == address)
        #expect(contact.form.currentAddress.split(separator: "\n").count == 4)
        await contact.submitTapped()
        #expect(contact.errorMessage(for: .currentAddress) == nil)
        #expect(world.submitter.createdRequests.get().count == 1)
    }

    @Test(
        "Edge case: given a very long current address, then nothing is cut: the counter reads past the limit in red, the field says so on submit, nothing is sent, and shortened it goes"
    )
    func currentAddressPastTheLimitIsShown() async {
        let contact = flowOnContactInfo().contactInformationViewModel()
        let limit = TextLimit.currentAddress
        #expect(contact.currentAddressTextAreaModel.maxLength == limit)
        #expect(contact.currentAddressTextAreaModel.characterCountText == "0/\(limit)")
        let long = String(repeating: "Line of an address\n", count: 40)
        #expect(long.count > limit)
        contact.editCurrentAddress(long)
        #expect(contact.form.currentAddress == long, "kept whole")
        #expect(contact.currentAddressTextAreaModel.characterCountText == "\(long.count)/\(limit)")
        #expect(contact.currentAddressTextAreaModel.characterCountColor == .error)
        contact.editPhone("+48 600 100 200")
        contact.editEmail("finder@example.com")
        await contact.submitTapped()
        #expect(contact.currentAddressTextAreaModel.errorMessage == Copy.Validation.tooLong(limit))
        #expect(world.submitter.createdRequests.get().isEmpty)
        let exact = String(repeating: "a", count: limit)
        contact.editCurrentAddress(exact)
        #expect(contact.form.currentAddress == exact && contact.currentAddressTextAreaModel.errorMessage == nil)
    }

    // MARK: Navigation (FR-014)

    @Test(
        "FR-014 Given every contact field filled, when going back to Pet details and returning, then every value is still there"
    )
    func contactValuesKeptAcrossNavigation() {
        let flow = flowOnContactInfo()
        let contact = flow.contactInformationViewModel()
        contact.editPhone("600 123 456")
        contact.editEmail("finder@example.com")
        contact.editCaregiverPhone("511 222 333")
        contact.editCurrentAddress("Flat 4\nWarsaw")
        contact.backTapped()
        #expect(flow.step == .petDetails)
        flow.petDetailsViewModel().continueTapped()
        #expect(flow.step == .contactInfo)
        let again = flow.contactInformationViewModel()
        #expect(again.phoneTextFieldModel.text == "600 123 456")
        #expect(again.emailTextFieldModel.text == "finder@example.com")
        #expect(again.caregiverPhoneTextFieldModel.text == "511 222 333")
        #expect(again.currentAddressTextAreaModel.text == "Flat 4\nWarsaw")
    }
}
