import Foundation
import Hummingbird
import PetSpotDomain
import PetSpotFlows
import PetSpotMarkup

/// Every page's handler, on the main actor with the view models it renders; each request brings
/// its visitor's services.
@MainActor
final class WebPages {
    let configuration: WebConfiguration
    let desk: WizardDesk
    let gate = SessionGate()
    let storage: SessionStorage

    init(configuration: WebConfiguration, taxonomyRefresher: any TaxonomyRefreshing, analytics: any AnalyticsTracking) {
        self.configuration = configuration
        self.desk = WizardDesk(configuration: configuration, taxonomyRefresher: taxonomyRefresher, analytics: analytics)
        self.storage = SessionStorage(
            directory: configuration.sessionsDirectory, capacity: configuration.sessionsCapacity,
            newSessionsPerHour: configuration.newSessionsPerClientPerHour)
        storage.sweep()
    }

    func missing(_ services: WebServices) -> WizardPages<MissingWizard> {
        WizardPages(desk: desk, storage: storage, services: services)
    }
    func found(_ services: WebServices) -> WizardPages<FoundWizard> {
        WizardPages(desk: desk, storage: storage, services: services)
    }
    func manage(_ services: WebServices) -> ManagePages { ManagePages(desk: desk, services: services) }
    func reaching(_ services: WebServices) -> ReachingPages { ReachingPages(desk: desk, services: services) }
    func alerts(_ services: WebServices, session: WebSession) -> AlertPages {
        AlertPages(desk: desk, services: services, session: session)
    }

    /// Ends the session's finished wizards: their summaries are not shown again.
    func endFinishedWizards(session: WebSession, services: WebServices) async {
        // A session with nothing on disk has no wizard to end: no draft is read for it.
        guard session.hasFolder else { return }
        await gate.run(session.id) {
            missing(services).endIfFinished(session: session)
            found(services).endIfFinished(session: session)
        }
    }

    func home(parameters: [String: String], services: WebServices) async -> Response {
        let visitor = parameters["lat"].flatMap(Double.init).flatMap { latitude in
            parameters["lng"].flatMap(Double.init).flatMap { Coordinates(latitude: latitude, longitude: $0) }
        }
        let (context, failure) = await HomePage(browsing: services.browsing, defaultArea: configuration.defaultArea)
            .context(visitor: visitor)
        return HTMLResponse.page(context, status: failure?.pageStatus ?? .ok)
    }

    /// `/found-a-pet`: the finder's guide for where the pet was found (`FinderGuidePage.Query`);
    /// `regionCode` is the reader's region, from their browser's language, when nothing else says.
    func finderGuide(parameters: [String: String], regionCode: String?, services: WebServices) async -> Response {
        let query = FinderGuidePage.Query(parameters)
        var reportCountry: String?
        if let id = query.reportID, query.country == nil, query.point == nil, query.choice == nil {
            reportCountry = try? await services.browsing.report(id: id).place?.countryCode
        }
        let model = FinderGuideViewModel(
            countryCode: reportCountry, regionCode: regionCode, reportID: query.reportID,
            placeFinder: services.places)
        if let country = query.country { model.choose(country) }
        model.editPlaceQuery(query.typedPlace)
        if let choice = query.choice, model.choosePosted(choice), let point = model.placeSearchPoint {
            await model.locate(point)
        } else if let point = query.point {
            await model.locate(point)
        } else if !query.typedPlace.trimmingCharacters(in: .whitespaces).isEmpty {
            await model.findPlaces()
        }
        return HTMLResponse.page(FinderGuidePage(model))
    }

    /// `/reunions`: how pets got home, for every pet or `?species=`.
    func reunions(parameters: [String: String], services: WebServices) async -> Response {
        let model = ReunionsViewModel(
            browsing: services.browsing, species: parameters["species"].flatMap(Species.init(rawValue:)))
        await model.load()
        return HTMLResponse.page(ReunionsPage(model), status: model.state == .failed ? .serviceUnavailable : .ok)
    }

    func reports(parameters: [String: String], services: WebServices) async -> Response {
        await desk.refreshTaxonomyOnce()
        let page = ReportsListPage(
            browsing: services.browsing, places: services.places, taxonomy: desk.taxonomy.taxonomy,
            defaultArea: configuration.defaultArea)
        let (context, status) = await page.context(for: ReportsListPage.Query(parameters))
        return HTMLResponse.page(context, status: status)
    }

    /// `/reports/{id}/removed`: says the report is gone; while it is not, its page instead.
    func removed(id: String, services: WebServices) async -> Response {
        guard let context = await ReportDetailsPage.removedContext(id: id, browsing: services.browsing) else {
            return HTMLResponse.redirect(to: SitePath.report(.value(id)).path)
        }
        return HTMLResponse.page(context)
    }

    /// `/reports/{id}/matches`: the report's possible matches.
    func matches(id: String, services: WebServices) async -> Response {
        switch await MatchesPage(browsing: services.browsing, matching: services.matching).context(id: id) {
        case .success(let context): return HTMLResponse.page(context)
        case .failure(.notFound): return notFound()
        case .failure(let failure):
            return message(Copy.Browse.serverFailureTitle, Copy.Browse.serverFailureDetail, status: failure.pageStatus)
        }
    }

    /// The page of a failed read: not there (404), or the server's failure.
    func failure(_ error: BrowseError) -> Response {
        error == .notFound
            ? notFound()
            : message(Copy.Browse.serverFailureTitle, Copy.Browse.serverFailureDetail, status: error.pageStatus)
    }

    func notFound() -> Response {
        message(Copy.Web.notFoundTitle, Copy.Web.notFoundBody, status: .notFound)
    }

    /// A page that only says what happened and leads home: not found, refused, unavailable.
    func message(_ title: String, _ body: String, status: HTTPResponse.Status) -> Response {
        HTMLResponse.page(MessagePage(title: title, body: body), status: status)
    }
}

struct MessagePage: PageView {
    let title: String
    let body: String
    var pageTitle: String { title }
    let homeTitle = Copy.Web.backHome

    var content: HTML {
        """
        <h1 class="page-title">\(title)</h1>
        <p>\(body)</p>
        <a class="button-primary" href="/">\(homeTitle)</a>

        """
    }
}
