import Foundation
import PetSpotDomain
import PetSpotFlows

/// Opens a browser session's wizard: the same `ReportFlow` the app runs, its draft in the
/// session's folder, its effects the site's services. Lives on the main actor like the view models.
@MainActor
final class WizardDesk {
    let services: WebServices
    let configuration: WebConfiguration
    let taxonomy: TaxonomyProvider
    private var hasAskedForTaxonomy = false

    init(services: WebServices, configuration: WebConfiguration) {
        self.services = services
        self.configuration = configuration
        self.taxonomy = TaxonomyProvider(refresher: services.taxonomyRefresher)
    }

    func flow<State: ReportFlowState>(_: State.Type, session: WebSession, location: any LocationProviding) -> ReportFlow<State> {
        ReportFlow<State>(environment: environment(session: session, location: location), taxonomy: taxonomy)
    }

    /// The effects a wizard (and "Manage my report"'s pet fields) run on for one post of `session`.
    /// `timeZone`: the visitor's, when their page's script said it.
    func environment(session: WebSession, location: any LocationProviding, timeZone: TimeZone? = nil) -> FlowEnvironment {
        FlowEnvironment(
            location: location, taxonomyRefresher: services.taxonomyRefresher,
            wallClock: VisitorWallClock(server: configuration.wallClock, visitorTimeZone: timeZone),
            analytics: services.analytics, drafts: session.drafts, submitter: services.submitter, pasteboard: NoPasteboard()
        )
    }

    /// The first page with species asks the server for its newest list (later ones use it).
    func refreshTaxonomyOnce() async {
        guard !hasAskedForTaxonomy else { return }
        hasAskedForTaxonomy = true
        await taxonomy.refresh()
    }
}
