import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import PetSpotCore
import PetSpotDomain
import PetSpotGeocoder
import PetSpotPlaces
import PetSpotMatching
import PetSpotAlerts
import PetSpotMatchStore
import PetSpotOutbox
import PetSpotPhotos
import PetSpotReaching
import PetSpotStorage

/// The one composition function, used by `petspot serve` and by every test: opens the database,
/// applies migrations, and wires storage, services, middleware and routes.
public func buildApplication(
    _ configuration: PetSpotCore.ServerConfiguration,
    clock: ServerClock = .system,
    logger providedLogger: Logger? = nil,
    site: SiteExtension? = nil
) async throws -> some ApplicationProtocol {
    try await buildApplication(configuration, clock: clock, logger: providedLogger, innerMiddleware: [], site: site)
}

/// The same, with middleware inside the error envelope (tests use it to inject faults).
func buildApplication(
    _ configuration: PetSpotCore.ServerConfiguration,
    clock: ServerClock,
    logger providedLogger: Logger?,
    innerMiddleware: [any MiddlewareProtocol<Request, Response, PetSpotRequestContext>],
    site: SiteExtension? = nil
) async throws -> some ApplicationProtocol {
    try configuration.check()
    var logger = providedLogger ?? Logger(label: "petspot")
    logger.logLevel = configuration.logLevel
    let storage = try await Storage.open(
        configuration.database, replica: configuration.listingReplica,
        maximumConnections: configuration.maximumDatabaseConnections,
        logger: logger
    )
    do {
        try await storage.migrate(logger: logger)
        let loadStarted = ContinuousClock.now
        if let listed = try await storage.announcements.warmUp() {
            logger.info(
                "Listed reports in memory",
                metadata: ["reports": "\(listed)", "took": "\(ContinuousClock.now - loadStarted)"])
        }
        let metrics = ServerMetrics()
        storage.observePoolWaits { pool, wait in metrics.poolWaited(pool: pool, for: wait) }
        let (services, notifications) = try PetSpotServices.composed(
            configuration, storage: storage, clock: clock, logger: logger,
            idempotencySecret: try await storage.announcements.secret(named: ServerSecret.idempotentPasswords),
            mailSecret: try await storage.announcements.secret(named: ServerSecret.mailUnsubscribe),
            geocoder: configuration.geocoderURL.map { HTTPGeocoder(url: $0) })
        // The gazetteer is read once, before the first report or search names a place.
        let gazetteerLogger = logger
        Task.detached(priority: .utility) {
            let started = ContinuousClock.now
            let gazetteer = Gazetteer.shared
            gazetteerLogger.info(
                "Gazetteer read",
                metadata: ["places": "\(gazetteer.places.count)", "took": "\(ContinuousClock.now - started)"])
        }
        let photos = services.photos
        var sitePrepared: SiteExtension.Prepared?
        if let site {
            let sessionSecret = Array(try await storage.announcements.secret(named: ServerSecret.webSessions).utf8)
            sitePrepared = try await site.prepare(
                SiteExtension.Resources(sessionSecret: sessionSecret, metrics: metrics, services: services))
        }
        let router = try buildRouter(
            configuration, storage: storage, services: services, notifications: notifications, clock: clock,
            innerMiddleware: innerMiddleware, site: sitePrepared, metrics: metrics)
        let orphans = OrphanPhotoSweep(photos: photos, pool: storage.pool, clock: clock, logger: logger)
        let reminders = ExpiryReminders(
            store: storage.announcements, outbox: notifications.outbox, mail: notifications.writer, clock: clock,
            doorbell: notifications.doorbell, logger: logger)
        let matchNotices = MatchNotices(
            matches: MatchService(
                store: storage.announcements, engine: MatchEngine(taxonomy: configuration.taxonomy), clock: clock),
            store: MatchNoticeStore(pool: storage.pool), announcements: storage.announcements,
            mail: notifications.writer, clock: clock,
            doorbell: notifications.doorbell)
        let sightingNotices = SightingNotices(
            pool: storage.pool, announcements: storage.announcements, mail: notifications.writer,
            clock: clock, doorbell: notifications.doorbell)
        let alerts = AlertNotices(
            pool: storage.pool, writer: notifications.alertWriter, clock: clock,
            mailDoorbell: notifications.doorbell, logger: logger)
        let periodic =
            [
                PeriodicWork(name: "orphan photos", every: OrphanPhotoSweep.interval) { try await orphans.run() },
                PeriodicWork(name: "expiry reminders", every: ExpiryReminders.interval) { try await reminders.run() },
                PeriodicWork(name: "possible match mail", every: MatchNotices.interval) {
                    try await matchNotices.run()
                },
                PeriodicWork(name: "sighting mail", every: SightingNotices.interval) {
                    try await sightingNotices.run()
                },
                PeriodicWork(name: "unconfirmed alerts", every: .seconds(3600)) {
                    try await services.alerts.store.forgetStale(
                        now: clock.now(), requestWindow: configuration.reachingLimits.alertRequestsPerClient.window)
                },
            ] + (sitePrepared?.periodic ?? [])
            // The mail tests queue the alert mail by hand, as they send it, so that what they count is theirs.
            + (configuration.mail.runsDelivery
                ? [
                    PeriodicWork(
                        name: "alert mail", every: AlertNotices.interval, wokenBy: notifications.alertsDoorbell
                    ) { try await alerts.run() },
                    notifications.delivery(configuration.mail, clock: clock, logger: logger).periodic,
                ] : [])
        let limits = configuration.connections
        let descriptors = DescriptorLimit.raise()
        let maximumConnections = min(limits.maximumConnections, max(1, descriptors - DescriptorLimit.reserved))
        let perClient = ConnectionsPerClient(maximum: limits.maximumPerClient, trusted: configuration.trustedProxies)
        let application = Application(
            router: router,
            server: .http1(
                configuration: .init(additionalChannelHandlers: [
                    perClient.handler(), RequestTimeoutHandler(limits: limits),
                    ExpectContinueHandler(),
                ])),
            configuration: .init(
                address: .hostname(configuration.hostname, port: configuration.port), serverName: "PetSpot",
                availableConnectionsDelegate: MaximumAvailableConnections(maximumConnections, logger: logger)),
            services: [DatabaseService(storage: storage)]
                + periodic.map { PeriodicService(periodic: $0, logger: logger) },
            logger: logger
        )
        application.logger.info("\(configuration.mail.startLine)")
        application.logger.info(
            "PetSpot is ready",
            metadata: [
                "database": "\(configuration.database)", "photos": "\(configuration.photosDirectory.path)",
                "lists": "\(configuration.listingReplica ?? configuration.database)",
                "connections":
                    "\(maximumConnections) (\(limits.maximumPerClient) per client; open files allowed: \(descriptors))",
            ])
        return application
    } catch {
        try? await storage.shutdown()
        throw error
    }
}

/// The router: middleware outermost first (the language said, security headers, metrics, request id, client, log, error envelope), then every route.
func buildRouter(
    _ configuration: PetSpotCore.ServerConfiguration, storage: Storage, services: PetSpotServices,
    notifications: OwnerNotifications, clock: ServerClock,
    innerMiddleware: [any MiddlewareProtocol<Request, Response, PetSpotRequestContext>] = [],
    site: SiteExtension.Prepared? = nil,
    metrics: ServerMetrics = ServerMetrics()
) throws -> Router<PetSpotRequestContext> {
    let (store, photos, renditions, owners) = (
        storage.announcements, services.photos, services.renditions, services.owners
    )

    func registerRoutes(on router: Router<PetSpotRequestContext>) throws {
        AnnouncementRoutes(service: services.announcements, alerts: services.alerts).register(on: router)
        MatchRoutes(service: services.matching).register(on: router)
        ReachingRoutes(service: services.reaching).register(on: router)
        AlertRoutes(service: services.alerts).register(on: router)
        SignInLinkRoutes(links: services.signInLinks).register(on: router)
        OwnerMailRoutes(mail: services.ownerMail).register(on: router)
        let (announcements, writer) = (services.announcements, notifications.writer)
        MailLinkRoutes(
            outbox: notifications.outbox, confirmations: services.confirmations, tokens: notifications.tokens,
            clock: clock,
            reportName: { id in (try? await announcements.read(id)).map(writer.name) }
        )
        .register(on: router)
        ImageRoutes(photos: photos, renditions: renditions).register(on: router)
        ShareCardRoutes(services: services, photos: photos, renditions: renditions).register(on: router)
        FeedRoutes(services: services, site: configuration.site).register(on: router)
        ShortAddressRoutes(services: services, site: configuration.site).register(on: router)
        try TaxonomyRoutes(taxonomy: configuration.taxonomy).register(on: router)
        PlaceRoutes(places: services.places).register(on: router)
        HealthRoutes(store: store, photos: photos, clock: clock).register(on: router)
        try OpenAPIRoutes().register(on: router)
        MetricsRoutes(metrics: metrics, owners: owners).register(on: router)
        try site?.register(router)
    }
    // Middleware wraps only the routes added after it, yet the 405 answer needs the route list:
    // read that list from a first registration on a scratch router.
    let scratch = Router(context: PetSpotRequestContext.self)
    try registerRoutes(on: scratch)
    let table = RouteTable(scratch.routes.map { ($0.path.description, $0.method) })

    let router = Router(context: PetSpotRequestContext.self)
    router.middlewares.add(SaidLanguageMiddleware())
    router.middlewares.add(SecurityHeadersMiddleware())
    router.middlewares.add(MetricsMiddleware(metrics: metrics))
    router.middlewares.add(RequestIDMiddleware())
    router.middlewares.add(ClientAddressMiddleware(trusted: configuration.trustedProxies))
    router.middlewares.add(RequestLogMiddleware())
    router.middlewares.add(ErrorEnvelopeMiddleware(routes: table, browserPage: site?.errorPage))
    for middleware in innerMiddleware { router.middlewares.add(middleware) }
    try registerRoutes(on: router)
    return router
}
