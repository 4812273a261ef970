import PetSpotAPI
import PetSpotDomain
import PetSpotFlows

/// How the report screens make the view models of the screens they lead to: the composition
/// root's factories (`AppEnvironment.reportScreens`), passed down once instead of one by one.
@MainActor
struct ReportScreens {
    let client: PetSpotClient
    let details: @MainActor (String) -> ReportDetailsViewModel
    let manage: @MainActor (String) -> ManageReportViewModel
    let contactOwner: @MainActor (String) -> ContactOwnerViewModel
    let sighting: @MainActor (Announcement) -> SightingFormViewModel
    let matches: @MainActor (String) -> MatchesViewModel
    /// "Tell me about lost and found pets near here", around a place (the list's area, a report's place).
    let alerts: @MainActor (Coordinates?) -> AlertFormViewModel
    /// A report's flyer, drawn as a PDF to share.
    let flyer: @MainActor (Announcement) -> FlyerViewModel
    let taxonomy: TaxonomyProvider
}
