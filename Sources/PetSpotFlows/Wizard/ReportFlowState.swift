import Foundation
import PetSpotDomain

/// What a report wizard's state provides to the coordinator that runs it.
public protocol ReportFlowState: Hashable, Sendable, Codable {
    associatedtype Step: WizardStep

    static var draftKey: DraftKey { get }
    static var photoStep: Step { get }
    static var animalDetailsStep: Step { get }
    /// The closing screen (summary / confirmation), reached only by a complete submission.
    static var closingStep: Step { get }
    static var animalDetailsVariant: AnimalDetailsVariant { get }
    static var completionContent: ReportCompletionViewModel.Content { get }

    /// A new report, dated `today`.
    init(today: CalendarDate)

    var step: Step { get set }
    var photo: PhotoReference? { get set }
    var animalDetails: AnimalDetailsForm { get set }
    var submission: SubmissionProgress { get set }

    /// The create-announcement request of the completed wizard, checked by the API's own rules.
    func createRequest(now: Date, today: CalendarDate) -> Result<CreateAnnouncementRequest, ValidationFailure>
}

extension ReportFlowState {
    /// The wizard's own problems, with a missing photo added; `nil` when there are none.
    func wizardFailure(_ formErrors: [ValidationError]) -> ValidationFailure? {
        var errors = formErrors
        if photo == nil {
            errors.append(ValidationError(field: "photo", code: .missingValue, message: Copy.Common.photoIsMandatory))
        }
        return errors.isEmpty ? nil : ValidationFailure(errors: errors)
    }

    /// `request`, if the API's own validation accepts it.
    func checkedByAPI(
        _ request: CreateAnnouncementRequest, now: Date
    ) -> Result<CreateAnnouncementRequest, ValidationFailure> {
        let errors = request.validationErrors(now: now)
        return errors.isEmpty ? .success(request) : .failure(ValidationFailure(errors: errors))
    }
}

/// Reached only if a form reports no problem yet lacks a value, which its validation rules out.
let incompleteFormFailure = ValidationFailure(errors: [
    ValidationError(field: "form", code: .missingValue, message: Copy.Common.validationToast)
])
