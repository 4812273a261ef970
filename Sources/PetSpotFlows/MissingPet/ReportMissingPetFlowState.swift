import Foundation
import PetSpotDomain

/// Everything entered in the Missing-pet wizard, as a value: saved as a draft, restored on relaunch.
public struct ReportMissingPetFlowState: ReportFlowState {
    public static let draftKey = DraftKey.missingPetReport
    public static let photoStep = MissingPetStep.photo
    public static let animalDetailsStep = MissingPetStep.animalDescription
    public static let closingStep = MissingPetStep.summary
    public static let animalDetailsVariant = AnimalDetailsVariant.missing
    public static var completionContent: ReportCompletionViewModel.Content { .missing }

    public var step: MissingPetStep = .microchip
    /// Step 1: digits only.
    public var microchipDigits = ""
    /// Step 2.
    public var photo: PhotoReference?
    /// Step 3 (with the Animal name).
    public var animalDescription: AnimalDetailsForm
    /// Step 4.
    public var ownersDetails = OwnersDetailsForm()
    public var submission = SubmissionProgress()

    /// A new report; the date of disappearance defaults to `today`.
    public init(today: CalendarDate) {
        animalDescription = AnimalDetailsForm(date: today)
    }

    public var animalDetails: AnimalDetailsForm {
        get { animalDescription }
        set { animalDescription = newValue }
    }

    /// The animal's name as sent: trimmed, `nil` when blank (seed 002).
    public var petName: String? { FreeText.normalized(animalDescription.petName) }

    /// The create-announcement request of a completed wizard, checked by the API's own rules.
    public func createRequest(now: Date, today: CalendarDate) -> Result<CreateAnnouncementRequest, ValidationFailure> {
        let form = animalDescription
        if let failure = wizardFailure(
            form.validationErrors(variant: .missing, today: today) + ownersDetails.validationErrors)
        {
            return .failure(failure)
        }
        guard let species = form.species, let sex = form.gender else { return .failure(incompleteFormFailure) }
        let owner = CreateAnnouncementRequest(
            status: .missing, species: species, sex: sex, lastSeenDate: form.date,
            email: FreeText.normalized(ownersDetails.email), phone: PhoneNumber.sanitized(ownersDetails.phone),
            reward: FreeText.normalized(ownersDetails.reward), contactVisibility: ownersDetails.contactVisibility
        )
        guard var request = form.describing(owner, variant: .missing) else { return .failure(incompleteFormFailure) }
        // The microchip is step 1's here, not a field of the animal description.
        request.microchipNumber = microchipDigits.isEmpty ? nil : microchipDigits
        return checkedByAPI(request, now: now)
    }
}
