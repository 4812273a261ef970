import PetSpotDomain

/// The wizard an animal details screen lives in: it owns the form and moves on.
@MainActor
public protocol AnimalDetailsHost: AnyObject {
    var animalDetails: AnimalDetailsForm { get set }
    var environment: FlowEnvironment { get }
    var taxonomy: TaxonomyProvider { get }
    var animalDetailsProgressText: String? { get }
    /// The latest day the form's date may be (`WallClock.latestTimeZone`).
    var today: CalendarDate { get }
    /// Continue with a valid form.
    func animalDetailsCompleted()
    func goBack()
}
