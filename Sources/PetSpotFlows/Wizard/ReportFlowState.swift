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
