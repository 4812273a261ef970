import Observation
import PetSpotDomain

/// Found flow step 3/3 "Contact information": the finder's phone and email (required, checked on
/// submit), the caregiver's phone (checked only when filled) and the current address (multi-line, capped).
@Observable @MainActor
public final class ContactInformationViewModel {
    public let screenTitle = Copy.FoundPet.ContactInfo.screenTitle
    public let heading = Copy.FoundPet.ContactInfo.heading
    public let body = Copy.FoundPet.ContactInfo.body
    public let submitButtonTitle = Copy.FoundPet.ContactInfo.submitReport
    public let submitAccessibilityID = TestIdentifiers.FoundContactInfo.submitButton
    public let submission: SubmissionController

    private let flow: ReportFoundPetFlow

    init(flow: ReportFoundPetFlow) {
        self.flow = flow
        self.submission = SubmissionController { [weak flow] in await flow?.submit() }
    }

    public var form: ContactInformationForm { flow.state.contactInfo }
    public var progressText: String? { FoundPetStep.contactInfo.progressText }
    public var isSubmitting: Bool { submission.phase.isSubmitting }
    public var isSubmitEnabled: Bool { !isSubmitting }
    public var alert: AlertModel? {
        submission.phase.alert(accessibilityID: TestIdentifiers.FoundContactInfo.submissionAlert)
    }

    public func errorMessage(for field: ContactInformationForm.Field) -> String? {
        form.visibility.message(for: field.rawValue, in: form.validationErrors)
    }

    public var phoneTextFieldModel: ValidatedTextField.Model {
        field(
            .phone, label: Copy.FoundPet.ContactInfo.phone, placeholder: Copy.FoundPet.ContactInfo.phonePlaceholder,
            text: form.phone, keyboard: .phonePad, id: TestIdentifiers.FoundContactInfo.phoneInput)
    }

    public var emailTextFieldModel: ValidatedTextField.Model {
        field(
            .email, label: Copy.FoundPet.ContactInfo.email, placeholder: Copy.FoundPet.ContactInfo.emailPlaceholder,
            text: form.email, keyboard: .emailAddress, id: TestIdentifiers.FoundContactInfo.emailInput)
    }

    public var caregiverPhoneTextFieldModel: ValidatedTextField.Model {
        field(
            .caregiverPhone, label: Copy.FoundPet.ContactInfo.caregiverPhone,
            placeholder: Copy.FoundPet.ContactInfo.caregiverPhonePlaceholder,
            text: form.caregiverPhone, keyboard: .phonePad, id: TestIdentifiers.FoundContactInfo.caregiverPhoneInput)
    }

    /// Multi-line, at most 300 characters with a counter (past them, said, never cut); says who sees it.
    public var currentAddressTextAreaModel: TextAreaView.Model {
        TextAreaView.Model(
            label: Copy.FoundPet.ContactInfo.currentAddress,
            placeholder: Copy.FoundPet.ContactInfo.currentAddressPlaceholder,
            text: form.currentAddress, maxLength: TextLimit.currentAddress,
            errorMessage: form.visibility.message(
                for: ContactInformationForm.Field.currentAddress.rawValue, in: form.validationErrors),
            helperText: Copy.FoundPet.ContactInfo.currentAddressPrivate,
            accessibilityID: TestIdentifiers.FoundContactInfo.currentAddressInput)
    }

    public var contactVisibility: ContactVisibility { form.contactVisibility }
    public var contactVisibilityIDs: ContactVisibilityIdentifiers { .foundContactInfo }
    public func keepContactVisibility(_ visibility: ContactVisibility) {
        flow.update { $0.contactInfo.contactVisibilityChoice = visibility }
    }
    public func editPhone(_ text: String) { flow.update { $0.contactInfo.phone = text } }
    public func editEmail(_ text: String) { flow.update { $0.contactInfo.email = text } }
    public func editCaregiverPhone(_ text: String) { flow.update { $0.contactInfo.caregiverPhone = text } }
    public func editCurrentAddress(_ text: String) {
        flow.update { $0.contactInfo.currentAddress = text }
    }

    /// Validates on submit; when valid, creates the report and uploads the photo.
    public func submitTapped() async {
        flow.update { $0.contactInfo.visibility.markAttempted() }
        guard form.validationErrors.isEmpty else { return }
        await submission.run()
    }

    public func alertAction(_ action: AlertModel.Action) async { await submission.alertAction(action) }

    public func backTapped() { flow.goBack() }

    private func field(
        _ field: ContactInformationForm.Field, label: String, placeholder: String, text: String,
        keyboard: KeyboardType, id: String
    ) -> ValidatedTextField.Model {
        ValidatedTextField.Model(
            label: label, placeholder: placeholder, text: text, errorMessage: errorMessage(for: field),
            isDisabled: isSubmitting, keyboardType: keyboard, accessibilityID: id)
    }
}

extension ContactInformationViewModel: AsksContactVisibility {}
