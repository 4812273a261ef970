import Foundation
import Hummingbird
import Logging
import PetSpotServer
import PetSpotWeb

/// PetSpot as `petspot serve` runs it: the API and, beside it on the same server, the web pages,
/// which call that API like any client. The one composition function for the whole site.
public func buildSite(
    _ configuration: ServerConfiguration,
    clock: ServerClock = .system,
    logger: Logger? = nil,
    postgresSearchPath: [String]? = nil
) async throws -> some ApplicationProtocol {
    let address = LocalServerAddress()
    let forwarding = ClientForwarding()
    let api = LocalAPI(address: address, forwarding: forwarding)
    let taxonomy = LocalTaxonomyRefresher(address: address)
    let sessionsDirectory = configuration.webSessionsDirectory
    let secureCookies = configuration.publicURL?.scheme?.lowercased() == "https"
    let sessionsCapacity = configuration.webSessionsCapacity, sessionsPerClient = configuration.webSessionsPerClientPerHour
    let site = SiteExtension(
        prepare: { resources in
            let web = try await WebSite(
                configuration: WebConfiguration(sessionsDirectory: sessionsDirectory, sessionSecret: resources.sessionSecret,
                                                secureCookies: secureCookies, sessionsCapacity: sessionsCapacity,
                                                newSessionsPerClientPerHour: sessionsPerClient),
                services: WebServices(submitter: api, browsing: api, managing: api, reaching: api, matching: api, taxonomyRefresher: taxonomy,
                                      analytics: MetricsAnalytics(metrics: resources.metrics))
            )
            let register: SiteExtension.Registration = { router in
                router.middlewares.add(VisitorMiddleware())
                web.register(on: router) { _, context in context.client.key }
            }
            return SiteExtension.Prepared(register: register, periodic: [
                PeriodicWork(name: "web sessions", every: WebSite.sweepInterval) { await web.sweepSessions() },
            ], errorPage: { await web.errorPage($0) })
        },
        serverListening: { address.set($0) },
        clientForwarding: forwarding
    )
    return try await buildApplication(configuration, clock: clock, logger: logger, postgresSearchPath: postgresSearchPath, site: site)
}
