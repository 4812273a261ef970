import Foundation
import PetSpotDomain

/// Everything entered in the Found-pet wizard (seed 004, FR-015), as a value.
public struct ReportFoundPetFlowState: ReportFlowState {
    public static let draftKey = DraftKey.foundPetReport
    public static let photoStep = FoundPetStep.photo
    public static let animalDetailsStep = FoundPetStep.petDetails
    public static let closingStep = FoundPetStep.confirmation
    public static let animalDetailsVariant = AnimalDetailsVariant.found
    public static var completionContent: ReportCompletionViewModel.Content { .found }

    public var step: FoundPetStep = .photo
    /// Step 1.
    public var photo: PhotoReference?
    /// Step 2: date found, collar data, species, breed, sex, location, description.
    public var petDetails: AnimalDetailsForm
    /// Step 3, with the caregiver's phone and where the pet is now.
    public var contactInfo = ContactInformationForm()
    public var submission = SubmissionProgress()

    /// A new report; the date found defaults to `today`.
    public init(today: CalendarDate) {
        petDetails = AnimalDetailsForm(date: today)
    }

    public var animalDetails: AnimalDetailsForm {
        get { petDetails }
        set { petDetails = newValue }
    }

    /// The request: status FOUND, "Collar data" as `microchipNumber` or `collar`, and the caregiver's
    /// phone and the address where the pet is now (seed 004 kept them on the phone, FR-016; issue 35
    /// sends them: the finder sees them again on "Manage my report", the public never sees the address).
    public func createRequest(now: Date, today: CalendarDate) -> Result<CreateAnnouncementRequest, ValidationFailure> {
        let form = petDetails
        if let failure = wizardFailure(
            form.validationErrors(variant: .found, today: today) + contactInfo.validationErrors)
        {
            return .failure(failure)
        }
        guard let species = form.species, let sex = form.gender else { return .failure(incompleteFormFailure) }
        let finder = CreateAnnouncementRequest(
            status: .found, species: species, sex: sex, lastSeenDate: form.date,
            email: FreeText.normalized(contactInfo.email), phone: PhoneNumber.sanitized(contactInfo.phone),
            caregiverPhone: PhoneNumber.sanitized(contactInfo.caregiverPhone),
            currentAddress: FreeText.normalized(contactInfo.currentAddress),
            contactVisibility: contactInfo.contactVisibility
        )
        guard let request = form.describing(finder, variant: .found) else { return .failure(incompleteFormFailure) }
        return checkedByAPI(request, now: now)
    }
}
