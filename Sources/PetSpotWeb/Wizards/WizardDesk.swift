import Foundation
import PetSpotDomain
import PetSpotFlows

/// Opens a browser session's wizard: the same `ReportFlow` the app runs, its draft in the
/// session's folder, its effects the visitor's services. Lives on the main actor like the view models.
@MainActor
final class WizardDesk {
    let configuration: WebConfiguration
    let taxonomyRefresher: any TaxonomyRefreshing
    let analytics: any AnalyticsTracking
    let taxonomy: TaxonomyProvider
    private var hasAskedForTaxonomy = false

    init(configuration: WebConfiguration, taxonomyRefresher: any TaxonomyRefreshing, analytics: any AnalyticsTracking) {
        self.configuration = configuration
        self.taxonomyRefresher = taxonomyRefresher
        self.analytics = analytics
        self.taxonomy = TaxonomyProvider(refresher: taxonomyRefresher)
    }

    func flow<State: ReportFlowState>(
        _: State.Type, session: WebSession, location: any LocationProviding, services: WebServices
    ) -> ReportFlow<State> {
        ReportFlow<State>(
            environment: environment(session: session, location: location, services: services), taxonomy: taxonomy)
    }

    /// The effects a wizard (and "Manage my report"'s pet fields) run on for one post of `session`.
    /// `timeZone`: the visitor's, when their page's script said it.
    func environment(
        session: WebSession, location: any LocationProviding, timeZone: TimeZone? = nil, services: WebServices
    ) -> FlowEnvironment {
        FlowEnvironment(
            location: location, taxonomyRefresher: taxonomyRefresher,
            wallClock: VisitorWallClock(server: configuration.wallClock, visitorTimeZone: timeZone),
            analytics: analytics, drafts: session.drafts, submitter: services.submitter, pasteboard: NoPasteboard(),
            site: configuration.site, places: services.places
        )
    }

    /// The first page with species asks the server for its newest list (later ones use it).
    func refreshTaxonomyOnce() async {
        guard !hasAskedForTaxonomy else { return }
        hasAskedForTaxonomy = true
        await taxonomy.refresh()
    }
}
