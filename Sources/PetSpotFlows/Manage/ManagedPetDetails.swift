import Observation
import PetSpotDomain

/// The pet's fields on "Manage my report": the wizard's animal details screen over a form opened
/// on the published report. It never moves on; the manage screen's Save sends what changed.
/// Its own object (not the manage model) so the screen's model holds no reference back to it.
@Observable @MainActor
final class ManagedPetDetails: AnimalDetailsHost {
    var animalDetails: AnimalDetailsForm
    let environment: FlowEnvironment
    let taxonomy: TaxonomyProvider

    init(report: CreateAnnouncementRequest, environment: FlowEnvironment, taxonomy: TaxonomyProvider) {
        self.animalDetails = AnimalDetailsForm(showing: report, taxonomy: taxonomy.taxonomy)
        self.environment = environment
        self.taxonomy = taxonomy
    }

    var animalDetailsProgressText: String? { nil }
    var today: CalendarDate { CalendarDate(environment.wallClock.now, in: environment.wallClock.latestTimeZone) }
    /// The screen shows Save instead of Continue, and has no Back of its own.
    func animalDetailsCompleted() {}
    func goBack() {}
}
