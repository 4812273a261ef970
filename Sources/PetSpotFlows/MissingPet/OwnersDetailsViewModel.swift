import Observation
import PetSpotDomain

/// Missing flow step 4/4 "Owner's details": phone and email required (checked on submit), optional reward;
/// Continue submits the report.
@Observable @MainActor
public final class OwnersDetailsViewModel {
    public let screenTitle = Copy.MissingPet.OwnersDetails.screenTitle
    public let heading = Copy.MissingPet.OwnersDetails.heading
    public let body = Copy.MissingPet.OwnersDetails.body
    /// "Publish report": the button publishes (its identifier stays the seeds' `ownersDetails.continueButton`).
    public let continueButtonTitle = Copy.MissingPet.OwnersDetails.publishButton
    public let continueAccessibilityID = TestIdentifiers.OwnersDetails.continueButton
    public let submission: SubmissionController

    private let flow: ReportMissingPetFlow

    init(flow: ReportMissingPetFlow) {
        self.flow = flow
        self.submission = SubmissionController { [weak flow] in await flow?.submit() }
    }

    public var form: OwnersDetailsForm { flow.state.ownersDetails }
    public var progressText: String? { MissingPetStep.ownersDetails.progressText }
    /// While submitting, the fields and the button are disabled and a spinner shows.
    public var isSubmitting: Bool { submission.phase.isSubmitting }
    public var isContinueEnabled: Bool { !isSubmitting }
    public var alert: AlertModel? {
        submission.phase.alert(accessibilityID: TestIdentifiers.OwnersDetails.submissionAlert)
    }

    public func errorMessage(for field: OwnersDetailsForm.Field) -> String? {
        form.visibility.message(for: field.rawValue, in: form.validationErrors)
    }

    public var phoneTextFieldModel: ValidatedTextField.Model {
        ValidatedTextField.Model(
            label: Copy.MissingPet.OwnersDetails.phone, placeholder: Copy.MissingPet.OwnersDetails.phonePlaceholder,
            text: form.phone, errorMessage: errorMessage(for: .phone), isDisabled: isSubmitting,
            keyboardType: .phonePad, accessibilityID: TestIdentifiers.OwnersDetails.phoneInput)
    }

    public var emailTextFieldModel: ValidatedTextField.Model {
        ValidatedTextField.Model(
            label: Copy.MissingPet.OwnersDetails.email, placeholder: Copy.MissingPet.OwnersDetails.emailPlaceholder,
            text: form.email, errorMessage: errorMessage(for: .email), isDisabled: isSubmitting,
            keyboardType: .emailAddress, accessibilityID: TestIdentifiers.OwnersDetails.emailInput)
    }

    public var rewardTextFieldModel: ValidatedTextField.Model {
        ValidatedTextField.Model(
            label: Copy.MissingPet.OwnersDetails.reward, placeholder: Copy.MissingPet.OwnersDetails.rewardPlaceholder,
            text: form.reward, isDisabled: isSubmitting, accessibilityID: TestIdentifiers.OwnersDetails.rewardInput)
    }

    public var contactVisibility: ContactVisibility { form.contactVisibility }
    public var contactVisibilityIDs: ContactVisibilityIdentifiers { .ownersDetails }
    public func keepContactVisibility(_ visibility: ContactVisibility) {
        flow.update { $0.ownersDetails.contactVisibilityChoice = visibility }
    }
    public func editPhone(_ text: String) { flow.update { $0.ownersDetails.phone = text } }
    public func editEmail(_ text: String) { flow.update { $0.ownersDetails.email = text } }
    /// At most 100 characters, the API's limit for a reward.
    public func editReward(_ text: String) {
        flow.update { $0.ownersDetails.reward = TextLimit.capped(text, to: TextLimit.reward) }
    }

    /// Validates on submit; when valid, creates the report and uploads the photo.
    public func continueTapped() async {
        flow.update { $0.ownersDetails.visibility.markAttempted() }
        guard form.validationErrors.isEmpty else { return }
        await submission.run()
    }

    public func alertAction(_ action: AlertModel.Action) async { await submission.alertAction(action) }

    public func backTapped() { flow.goBack() }
}

extension OwnersDetailsViewModel: AsksContactVisibility {}
