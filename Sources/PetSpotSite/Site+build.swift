import Foundation
import Hummingbird
import Logging
import PetSpotServer
import PetSpotCore
import PetSpotFlows
import PetSpotWeb
import PetSpotOutbox
import PetSpotStorage

/// PetSpot as `petspot serve` runs it: the API and, beside it on the same server, the web pages,
/// which call the same services in the same process. The one composition function for the whole site.
public func buildSite(
    _ configuration: ServerConfiguration,
    clock: ServerClock = .system,
    logger: Logger? = nil
) async throws -> some ApplicationProtocol {
    try await buildApplication(configuration, clock: clock, logger: logger, site: webPages(configuration))
}

/// The web pages as the server hosts them: their routes over the services in this process, and
/// the sweep of their sessions.
public func webPages(_ configuration: ServerConfiguration) -> SiteExtension {
    let sessionsDirectory = configuration.webSessionsDirectory
    let secureCookies = configuration.publicURL?.scheme?.lowercased() == "https"
    let mapTiles = configuration.mapTiles
    let sessionsCapacity = configuration.webSessionsCapacity,
        sessionsPerClient = configuration.webSessionsPerClientPerHour
    let site = configuration.site
    return SiteExtension { resources in
        let services = resources.services
        let web = try await WebSite(
            configuration: WebConfiguration(
                sessionsDirectory: sessionsDirectory, sessionSecret: resources.sessionSecret,
                secureCookies: secureCookies, sessionsCapacity: sessionsCapacity,
                newSessionsPerClientPerHour: sessionsPerClient, mapTiles: mapTiles, site: site),
            taxonomyRefresher: InProcessTaxonomy(taxonomy: services.taxonomy),
            analytics: MetricsAnalytics(metrics: resources.metrics)
        )
        let register: SiteExtension.Registration = { router in
            web.register(
                on: router, client: { _, context in context.client.key },
                services: { _, context in
                    // The visitor is named to every call, as the API's routes name theirs: the
                    // per-client limits count each visitor of the pages apart.
                    visitorServices(services, visitor: context.client, site: site)
                })
        }
        return SiteExtension.Prepared(
            register: register,
            periodic: [
                PeriodicWork(name: "web sessions", every: WebSite.sweepInterval) { await web.sweepSessions() }
            ], errorPage: { await web.errorPage($0, for: $1) })
    }
}

/// The effects one visitor's pages run on: the services, in this process, for that visitor.
func visitorServices(_ services: PetSpotServices, visitor: ClientAddress, site: String) -> WebServices {
    let browsing = InProcessBrowsing(services: services)
    return WebServices(
        submitter: InProcessSubmitter(services: services, visitor: visitor), browsing: browsing,
        managing: InProcessOwnerDesk(services: services, visitor: visitor),
        reaching: InProcessReaching(services: services, visitor: visitor), matching: browsing,
        alerts: InProcessAlerts(services: services, visitor: visitor),
        flyers: InProcessFlyers(services: services, visitor: visitor, site: site),
        places: InProcessPlaces(services: services, visitor: visitor),
        reportPage: { (id, latest) async throws(BrowseError) in
            try await browsing.reportWithLatestSightings(id: id, latest: latest)
        })
}
