import Foundation
import Hummingbird
import PetSpotDomain
import PetSpotFlows

/// Every page's handler, on the main actor with the view models it renders.
@MainActor
final class WebPages {
    let templates: PageTemplates
    let services: WebServices
    let configuration: WebConfiguration
    let desk: WizardDesk
    let gate = SessionGate()
    let storage: SessionStorage

    init(templates: PageTemplates, services: WebServices, configuration: WebConfiguration) {
        self.templates = templates
        self.services = services
        self.configuration = configuration
        self.desk = WizardDesk(services: services, configuration: configuration)
        self.storage = SessionStorage(directory: configuration.sessionsDirectory, capacity: configuration.sessionsCapacity,
                                      newSessionsPerHour: configuration.newSessionsPerClientPerHour)
        storage.sweep()
    }

    var missing: WizardPages<MissingWizard> { WizardPages(desk: desk, templates: templates, storage: storage) }
    var found: WizardPages<FoundWizard> { WizardPages(desk: desk, templates: templates, storage: storage) }
    var manage: ManagePages { ManagePages(templates: templates, desk: desk) }
    var reaching: ReachingPages { ReachingPages(templates: templates, desk: desk) }

    /// Ends the session's finished wizards: their summaries are not shown again.
    func endFinishedWizards(session: WebSession) async {
        // A session with nothing on disk has no wizard to end: no draft is read for it.
        guard session.hasFolder else { return }
        await gate.run(session.id) {
            missing.endIfFinished(session: session)
            found.endIfFinished(session: session)
        }
    }

    func home(parameters: [String: String]) async -> Response {
        let visitor = parameters["lat"].flatMap(Double.init).flatMap { latitude in
            parameters["lng"].flatMap(Double.init).flatMap { Coordinates(latitude: latitude, longitude: $0) }
        }
        let (context, failure) = await HomePage(browsing: services.browsing, defaultArea: configuration.defaultArea).context(visitor: visitor)
        return HTMLResponse.page(templates.page(context, template: "home"), status: failure?.pageStatus ?? .ok)
    }

    func reports(parameters: [String: String]) async -> Response {
        await desk.refreshTaxonomyOnce()
        let page = ReportsListPage(browsing: services.browsing, taxonomy: desk.taxonomy.taxonomy, defaultArea: configuration.defaultArea)
        let (context, status) = await page.context(for: ReportsListPage.Query(parameters))
        return HTMLResponse.page(templates.page(context, template: "reports"), status: status)
    }

    /// `/reports/{id}/removed`: says the report is gone; while it is not, its page instead.
    func removed(id: String) async -> Response {
        guard let context = await ReportDetailsPage(browsing: services.browsing).removedContext(id: id) else {
            return HTMLResponse.redirect(to: ReportPaths.report(id))
        }
        return HTMLResponse.page(templates.page(context, template: "report"))
    }

    func notFound() -> Response {
        message(Copy.Web.notFoundTitle, Copy.Web.notFoundBody, status: .notFound)
    }

    /// A page that only says what happened and leads home: not found, refused, unavailable.
    func message(_ title: String, _ body: String, status: HTTPResponse.Status) -> Response {
        HTMLResponse.page(templates.page(MessagePage(title: title, body: body), template: "message"), status: status)
    }
}

struct MessagePage {
    let title: String
    let body: String
    var pageTitle: String { title }
    let homeTitle = Copy.Web.backHome
}
