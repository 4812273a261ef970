import Foundation
import Hummingbird
import PetSpotDomain
import PetSpotFlows

/// PetSpot's web pages, registered on a server's router beside the API.
public struct WebSite: Sendable {
    let pages: WebPages
    let assets: StaticAssets
    let cookie: SessionCookie
    let sessionsDirectory: URL
    /// Reports' pages, written again only when what they show changed.
    let reportPages = RenderedPages<ReportDetailsPage.Shown>(capacity: 1_000)

    /// Loads the templates and assets; fails when the build lacks them. `taxonomyRefresher` keeps the
    /// species list current; the wizards' product events go to `analytics`.
    public init(
        configuration: WebConfiguration, taxonomyRefresher: any TaxonomyRefreshing,
        analytics: any AnalyticsTracking = NoAnalytics()
    ) async throws {
        self.pages = await WebPages(
            configuration: configuration, taxonomyRefresher: taxonomyRefresher, analytics: analytics)
        self.assets = try StaticAssets.load()
        self.cookie = SessionCookie(secret: configuration.sessionSecret, secure: configuration.secureCookies)
        self.sessionsDirectory = configuration.sessionsDirectory
    }

    /// The sessions folder's sweep: abandoned sessions (a week unused) go; run every hour.
    public func sweepSessions() async {
        await pages.storage.sweep()
    }

    public static let sweepInterval: Duration = .seconds(3600)

    /// The page a browser gets for a failure outside the pages' own routes: not found (also for an
    /// address served for another method only), or the server's failure; `nil` for any other status.
    /// In `request`'s language: it failed outside the pages' routes, so their middleware never bound it.
    public func errorPage(_ status: HTTPResponse.Status, for request: Request) async -> Response? {
        await LanguageChoice.Scope(choice: .of(request), page: request.uri.description).bind {
            switch status.code {
            case 404, 405: await pages.notFound()
            case 500...: await pages.message(Copy.Web.serverErrorTitle, Copy.Web.serverErrorBody, status: status)
            default: nil
            }
        }
    }

    /// Registers the pages; `client` names a request's client for the limit on new sessions, and
    /// `services` are the effects its pages run on, for that client.
    public func register<Context: RequestContext>(
        on router: Router<Context>, client: @escaping @Sendable (Request, Context) -> String,
        services: @escaping @Sendable (Request, Context) -> WebServices
    ) {
        let pages = self.pages, assets = self.assets, cookie = self.cookie, directory = self.sessionsDirectory,
            reportPages = self.reportPages
        // Only the routes registered after it, the pages', go through it: not the API beside them.
        router.middlewares.add(CompressionMiddleware<Context>())
        let tiles = pages.configuration.mapTiles, wallClock = pages.configuration.wallClock,
            site = pages.configuration.site
        router.middlewares.add(LanguageMiddleware<Context>())
        router.middlewares.add(
            PagePolicyMiddleware<Context>(pages: pages, policy: PagePolicy.contentSecurityPolicy(tiles: tiles)))
        // The language switch: kept in a cookie, then back to the page it was on.
        router.get(RouterPath(SitePath.language(.key).pattern)) { request, context in
            guard let code = context.parameters.get("code"),
                code == LanguageChoice.pseudoCode || Language(rawValue: code) != nil
            else {
                return await pages.notFound()
            }
            var response = Response(
                status: .seeOther,
                headers: [.location: LanguageChoice.returnPath(request.uri.queryParameters["back"].map(String.init))])
            response.headers[.setCookie] = LanguageChoice.setCookie(code, secure: cookie.secure)
            return response
        }
        /// A visitor who goes elsewhere from a wizard's summary ends that wizard.
        @Sendable func leavingWizards(_ request: Request, _ services: WebServices) async {
            guard request.cookies[cookie.name] != nil else { return }
            let session = WebSession.of(request, cookie: cookie, in: directory)
            await pages.endFinishedWizards(session: session, services: services)
        }
        router.get(RouterPath(SitePath.home.pattern)) { request, context in
            let services = services(request, context)
            await leavingWizards(request, services)
            return await pages.home(parameters: request.queryParameters, services: services)
        }
        router.get(RouterPath(SitePath.finderGuide.pattern)) { request, context in
            await pages.finderGuide(
                parameters: request.queryParameters, regionCode: LanguageChoice.region(of: request),
                services: services(request, context))
        }
        router.get(RouterPath(SitePath.reunions.pattern)) { request, context in
            await pages.reunions(parameters: request.queryParameters, services: services(request, context))
        }
        router.get(RouterPath(SitePath.reports.pattern)) { request, context in
            let services = services(request, context)
            await leavingWizards(request, services)
            return await pages.reports(parameters: request.queryParameters, services: services)
        }
        @Sendable func session(_ request: Request) -> WebSession {
            WebSession.of(request, cookie: cookie, in: directory)
        }
        router.get(RouterPath(SitePath.report(.key).pattern)) { request, context in
            let services = services(request, context)
            await leavingWizards(request, services)
            guard let id = context.parameters.get("id") else { return await pages.notFound() }
            let sent = request.queryParameters["sent"].flatMap(ReachingForm.init(rawValue:))
            // Read, then made into values and markup on this request's own task: no visit to the
            // main actor, whose one thread every page waited for (issue 34).
            let reads = await ReportDetailsPage.Reads.of(id, reading: services.reportPage)
            let (now, timeZone) = (wallClock.now, wallClock.timeZone)
            let shown = ReportDetailsPage.Shown(reads, sent: sent, now: now, timeZone: timeZone)
            return HTMLResponse.page(
                reportPages.page(
                    "\(Language.current.rawValue)\(Copy.pseudo ? "~" : "") \(LanguageChoice.page)", showing: shown
                ) {
                    let (page, unavailable) = ReportDetailsPage.context(
                        id: id, reads: reads, forms: ReportDetailsPage.Forms(sent: sent),
                        now: now, timeZone: timeZone, site: site)
                    return .init(status: unavailable?.pageStatus ?? .ok, body: ByteBuffer(string: page.document))
                })
        }
        // Nothing is kept in a session: the services keep the sighting or message, and limit it per visitor.
        for kind in [ReachingForm.sighting, .message] {
            router.post(RouterPath(kind.path(.key).pattern)) { request, context in
                let form = try await PostedForm.read(request)
                guard let id = context.parameters.get("id") else { return await pages.notFound() }
                return await pages.reaching(services(request, context)).submit(
                    id: id, kind: kind, form: form, session: session(request))
            }
        }
        // Nothing is kept in a session: the services keep the alert, and limit it per visitor.
        router.get(RouterPath(SitePath.newAlert.pattern)) { request, context in
            await pages.alerts(services(request, context), session: session(request)).show(
                parameters: request.queryParameters)
        }
        router.post(RouterPath(SitePath.newAlert.pattern)) { request, context in
            let form = try await PostedForm.read(request)
            return await pages.alerts(services(request, context), session: session(request)).submit(form: form)
        }
        router.get(RouterPath(SitePath.manageAlert.pattern)) { request, context in
            let token = request.queryParameters["token"] ?? ""
            // The page carries the link's token: no cache keeps it (`no-store`), and the site's
            // referrer policy sends other sites the origin only.
            return await pages.alerts(services(request, context), session: session(request)).showAlert(token: token)
        }
        router.post(RouterPath(SitePath.manageAlert.pattern)) { request, context in
            let form = try await PostedForm.read(request)
            let token = request.queryParameters["token"] ?? ""
            return await pages.alerts(services(request, context), session: session(request)).submitAlert(
                token: token, form: form)
        }
        router.get(RouterPath(SitePath.flyer(.key).pattern)) { request, context in
            guard let id = context.parameters.get("id") else { return await pages.notFound() }
            let services = services(request, context)
            do throws(BrowseError) {
                let report = try await services.browsing.report(id: id)
                // One language or two, as the owner chose (`?languages=pl,en`); else the page's.
                let languages = FlyerPresentation.languages(request.queryParameters["languages"].map { String($0) })
                let flyer = FlyerPresentation(
                    report, shortAddress: try await services.flyers.shortAddress(of: id), now: wallClock.now,
                    timeZone: wallClock.timeZone, languages: languages)
                return HTMLResponse.page(FlyerPage(flyer: flyer, action: SitePath.flyer(.value(id)).path))
            } catch {
                return await pages.failure(error)
            }
        }
        router.get(RouterPath(SitePath.collar(.key).pattern)) { request, context in
            guard let id = context.parameters.get("id") else { return await pages.notFound() }
            let services = services(request, context)
            do throws(BrowseError) {
                let report = try await services.browsing.report(id: id)
                let collar = PaperCollar(report: report, shortAddress: try await services.flyers.shortAddress(of: id))
                return HTMLResponse.page(CollarPage(collar: collar))
            } catch {
                return await pages.failure(error)
            }
        }
        router.get(RouterPath(SitePath.qrCode(.key).pattern)) { request, context in
            guard let id = context.parameters.get("id") else { return await pages.notFound() }
            do throws(BrowseError) {
                let address = try await services(request, context).flyers.shortAddress(of: id)
                guard let code = FlyerPresentation.code(of: address) else { return await pages.failure(.serverFailure) }
                // The code of a report never changes: its short address is kept.
                return Response(
                    status: .ok, headers: [.contentType: "image/svg+xml", .cacheControl: "public, max-age=86400"],
                    body: ResponseBody(byteBuffer: ByteBuffer(string: code.svg(title: FlyerPresentation.qrTitle))))
            } catch {
                return await pages.failure(error)
            }
        }
        // A flyer's short address: counted (its time only), then the report's page at "I saw this pet".
        router.get(RouterPath(SitePath.shortCode(.key).pattern)) { request, context in
            guard let code = context.parameters.get("code") else { return await pages.notFound() }
            do throws(BrowseError) {
                switch try await services(request, context).flyers.open(code: code) {
                case .report(let id):
                    return Response(
                        status: .found,
                        headers: [
                            .location: SitePath.report(.value(id)).path + "#" + ReachingForm.sighting.anchor,
                            .cacheControl: "no-store",
                        ])
                case .unknown: return await pages.notFound()
                case .tooMany(let seconds):
                    var response = await pages.message(
                        Copy.Flyer.tooManyCodesTitle, Copy.Flyer.tooManyCodes(seconds: seconds),
                        status: .tooManyRequests)
                    response.headers[.retryAfter] = String(seconds)
                    return response
                }
            } catch {
                return await pages.failure(error)
            }
        }
        router.get(RouterPath(SitePath.matches(.key).pattern)) { request, context in
            guard let id = context.parameters.get("id") else { return await pages.notFound() }
            return await pages.matches(id: id, services: services(request, context))
        }
        router.get(RouterPath(SitePath.reportRemoved(.key).pattern)) { request, context in
            guard let id = context.parameters.get("id") else { return await pages.notFound() }
            return await pages.removed(id: id, services: services(request, context))
        }
        @MainActor @Sendable func answer(
            _ session: WebSession, _ response: @MainActor () async -> Response
        ) async -> Response {
            await pages.gate.run(session.id) {
                var response = await response()
                session.attach(to: &response, cookie: cookie)
                response.headers[.cacheControl] = "no-store"
                return response
            }
        }
        router.get(RouterPath(SitePath.manage(.key).pattern)) { request, context in
            guard let id = context.parameters.get("id") else { return await pages.notFound() }
            let session = session(request), services = services(request, context)
            return await answer(session) {
                await pages.manage(services).show(id: id, parameters: request.queryParameters, session: session)
            }
        }
        router.post(RouterPath(SitePath.manage(.key).pattern)) { request, context in
            let form = try await PostedForm.read(request)
            guard let id = context.parameters.get("id") else { return await pages.notFound() }
            let session = session(request), services = services(request, context)
            let visitor = client(request, context)
            return await answer(session) {
                // Signing in starts a session on the server's disk: limited per client, as the wizards are.
                if !session.hasFolder, !pages.storage.mayStartSession(for: visitor) {
                    return pages.message(
                        Copy.Web.tooManySessionsTitle, Copy.Web.tooManySessionsBody, status: .tooManyRequests)
                }
                var response = await pages.manage(services).submit(id: id, form: form, session: session)
                cookie.markChanged(&response)
                return response
            }
        }
        // Browsers ask for it at the root whatever the page names.
        router.get(RouterPath(SitePath.favicon.pattern)) { _, _ in
            Response(
                status: .movedPermanently,
                headers: [.location: SitePath.asset("favicon.svg").path, .cacheControl: "public, max-age=86400"])
        }
        router.get(RouterPath(SitePath.asset(.key).pattern)) { request, context in
            if let file = context.parameters.get("file"), let response = assets.response(for: file, request: request) {
                return response
            }
            return await pages.notFound()
        }
        // Where the maps' tiles come from, for the script that draws them (`--map-tiles-url`).
        let tilesJSON = MapResources.settingsJSON(tiles)
        router.get(RouterPath(SitePath.mapTiles.pattern)) { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/json", .cacheControl: "public, max-age=300"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: tilesJSON)))
        }
        router.get(RouterPath(SitePath.leaflet(.key).pattern)) { request, context in
            if let response = assets.response(
                for: String(request.uri.path.dropFirst(SitePath.asset("").path.count)), request: request)
            {
                return response
            }
            return await pages.notFound()
        }
        registerWizard(MissingWizard.self, on: router, client: client, services: services) { pages.missing($0) }
        registerWizard(FoundWizard.self, on: router, client: client, services: services) { pages.found($0) }
    }

    private func registerWizard<W: WebWizard, Context: RequestContext>(
        _: W.Type, on router: Router<Context>, client: @escaping @Sendable (Request, Context) -> String,
        services: @escaping @Sendable (Request, Context) -> WebServices,
        wizard: @escaping @MainActor @Sendable (WebServices) -> WizardPages<W>
    ) {
        let cookie = self.cookie, directory = self.sessionsDirectory, pages = self.pages
        @Sendable func session(_ request: Request) -> WebSession {
            WebSession.of(request, cookie: cookie, in: directory)
        }
        @MainActor @Sendable func answer(
            _ response: @MainActor () async -> Response?, _ session: WebSession
        ) async -> Response {
            await pages.gate.run(session.id) {
                var response = if let response = await response() { response } else { pages.notFound() }
                session.attach(to: &response, cookie: cookie)
                return response
            }
        }
        router.get(RouterPath(SitePath.wizard(W.basePath).pattern)) { request, context in
            let session = session(request), services = services(request, context)
            return await answer({ wizard(services).resume(session: session) }, session)
        }
        // Under the step parameter: a static `photo/preview` beside `:step` would shadow the photo step's POST.
        router.get(RouterPath(SitePath.wizardPreview(W.basePath, .key).pattern)) { request, context in
            let session = session(request), services = services(request, context)
            let step = context.parameters.get("step")
            return await answer({ step == "photo" ? wizard(services).photoPreview(session: session) : nil }, session)
        }
        router.get(RouterPath(SitePath.wizardStep(W.basePath, .key).pattern)) { request, context in
            let session = session(request), services = services(request, context)
            let slug = context.parameters.get("step") ?? ""
            return await answer({ await wizard(services).show(slug: slug, session: session) }, session)
        }
        router.post(RouterPath(SitePath.wizardStep(W.basePath, .key).pattern)) { request, context in
            let session = session(request), services = services(request, context)
            let form = try await PostedForm.read(request)
            let slug = context.parameters.get("step") ?? ""
            let visitor = client(request, context)
            return await answer(
                {
                    // A post of a session without a folder yet starts one on the server's disk: limited per client.
                    if !session.hasFolder, !pages.storage.mayStartSession(for: visitor) {
                        return pages.message(
                            Copy.Web.tooManySessionsTitle, Copy.Web.tooManySessionsBody, status: .tooManyRequests)
                    }
                    guard var response = await wizard(services).submit(slug: slug, form: form, session: session) else {
                        return nil
                    }
                    cookie.markChanged(&response)
                    return response
                }, session)
        }
    }
}

extension Request {
    /// The query string's parameters; the first of a repeated name wins. Read as a form sent with
    /// GET writes them (`application/x-www-form-urlencoded`: "+" is a space), which Hummingbird's
    /// and Foundation's readers of a URI's query do not do: a place typed "Nowa Huta" in the list's
    /// filter arrives as "Nowa+Huta".
    var queryParameters: [String: String] {
        guard let query = uri.query, !query.isEmpty else { return [:] }
        var parameters: [String: String] = [:]
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let decode = { (text: Substring) in
                let spaced = text.replacingOccurrences(of: "+", with: " ")
                return spaced.removingPercentEncoding ?? spaced
            }
            let name = decode(parts[0])
            if parameters[name] == nil { parameters[name] = parts.count > 1 ? decode(parts[1]) : "" }
        }
        return parameters
    }
}
