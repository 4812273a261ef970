import PetSpotDomain
import PetSpotFlows

/// What a step of a wizard is, for the pages: each kind has its own page and form.
enum WizardStepKind {
    case microchip, photo, animalDetails, ownersDetails, contactInformation, completion
}

/// A wizard as the web serves it: its path, and the slug and kind of each step.
protocol WebWizard {
    associatedtype State: ReportFlowState
    /// `/report/missing`.
    static var basePath: String { get }
    static var slugs: [State.Step: String] { get }
    static func kind(of step: State.Step) -> WizardStepKind
    static var cancelTestID: String { get }
    static var progressTestID: String { get }
    /// The header button's identifier: close on the first step, back later.
    static func headerButtonTestID(_ step: State.Step) -> String
}

extension WebWizard {
    static func path(of step: State.Step) -> String { "\(basePath)/\(slugs[step] ?? "")" }
    static func step(slug: String) -> State.Step? { slugs.first { $0.value == slug }?.key }
}

/// The Missing-pet wizard at `/report/missing`.
enum MissingWizard: WebWizard {
    typealias State = ReportMissingPetFlowState
    static let basePath = SitePath.missingWizard
    static let slugs: [MissingPetStep: String] = [
        .microchip: "microchip", .photo: "photo", .animalDescription: "description", .ownersDetails: "owner",
        .summary: "summary",
    ]
    static func kind(of step: MissingPetStep) -> WizardStepKind {
        switch step {
        case .microchip: .microchip
        case .photo: .photo
        case .animalDescription: .animalDetails
        case .ownersDetails: .ownersDetails
        case .summary: .completion
        }
    }
    static let cancelTestID = TestIdentifiers.ReportMissingPet.cancelButton
    static let progressTestID = TestIdentifiers.ReportMissingPet.progressIndicator
    static func headerButtonTestID(_ step: MissingPetStep) -> String {
        switch step {
        case .microchip: TestIdentifiers.MissingMicrochip.backButton
        case .animalDescription: AnimalDetailsIdentifiers.missing.backButton
        default: TestIdentifiers.ReportMissingPet.backButton
        }
    }
}

/// The Found-pet wizard at `/report/found`.
enum FoundWizard: WebWizard {
    typealias State = ReportFoundPetFlowState
    static let basePath = SitePath.foundWizard
    static let slugs: [FoundPetStep: String] = [
        .photo: "photo", .petDetails: "details", .contactInfo: "contact", .confirmation: "confirmation",
    ]
    static func kind(of step: FoundPetStep) -> WizardStepKind {
        switch step {
        case .photo: .photo
        case .petDetails: .animalDetails
        case .contactInfo: .contactInformation
        case .confirmation: .completion
        }
    }
    static let cancelTestID = TestIdentifiers.ReportFoundPet.cancelButton
    static let progressTestID = TestIdentifiers.ReportFoundPet.progressIndicator
    static func headerButtonTestID(_ step: FoundPetStep) -> String {
        switch step {
        case .photo: TestIdentifiers.ReportFoundPet.closeButton
        case .petDetails: AnimalDetailsIdentifiers.found.backButton
        default: TestIdentifiers.ReportFoundPet.backButton
        }
    }
}
