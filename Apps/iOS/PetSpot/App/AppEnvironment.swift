import Foundation
import PetSpotAPI
import PetSpotDomain
import PetSpotFlows
import PetSpotFlowsAPI

/// The app's composition root: the API client, the platform adapters and the flows' environment,
/// built once at launch. Each wizard gets a fresh `ReportFlow` over the same environment.
@MainActor
final class AppEnvironment {
    let client: PetSpotClient
    let flows: FlowEnvironment
    let taxonomy: TaxonomyProvider
    let browsing: any ReportsBrowsing

    init(bundle: Bundle = .main) {
        let client = PetSpotClient(baseURL: Self.baseURL(in: bundle), session: .shared)
        let refresher = APITaxonomyRefresher(client: client)
        self.client = client
        self.taxonomy = TaxonomyProvider(refresher: refresher)
        self.browsing = APIReportsBrowsing(client: client)
        self.flows = FlowEnvironment(
            location: CoreLocationProvider(),
            taxonomyRefresher: refresher,
            drafts: FileDraftStore.applicationSupport(),
            submitter: APIReportSubmitter(
                client: client, photoBytes: { [photos = PickedPhotoFiles.applicationSupport()] in try photos.read($0) }),
            pasteboard: SystemPasteboard(),
            site: client.baseURL.absoluteString,
            places: APIPlaceFinder(client: client)
        )
    }

    /// A Missing-pet wizard, restoring its saved draft if any.
    func makeMissingPetFlow() -> ReportMissingPetFlow {
        ReportMissingPetFlow(environment: flows, taxonomy: taxonomy)
    }

    /// A Found-pet wizard, restoring its saved draft if any.
    func makeFoundPetFlow() -> ReportFoundPetFlow {
        ReportFoundPetFlow(environment: flows, taxonomy: taxonomy)
    }

    /// A list of nearby reports of `kind`, centred on the person when location is allowed.
    func makeReportsList(_ kind: ReportsListKind) -> ReportsListViewModel {
        ReportsListViewModel(kind: kind, browsing: browsing, location: flows.location)
    }

    /// "Found a pet? What to do now", for the device's region until the finder says where.
    func makeFinderGuide() -> FinderGuideViewModel {
        FinderGuideViewModel(
            countryCode: nil, regionCode: Locale.current.region?.identifier, placeFinder: flows.places)
    }

    /// Home's strip of the latest reunions.
    func makeReunitedStrip() -> ReunitedStripViewModel {
        ReunitedStripViewModel(browsing: browsing)
    }

    /// What the report screens lead to: details, "Manage my report" (its pet's fields on the wizards'
    /// environment and species list), "Contact the owner" and "I saw this pet".
    var reportScreens: ReportScreens {
        let client = client, flows = flows, taxonomy = taxonomy, browsing = browsing
        let reaching = APIReportReaching(client: client)
        return ReportScreens(
            client: client,
            details: { ReportDetailsViewModel(id: $0, browsing: browsing) },
            manage: {
                ManageReportViewModel(
                    reportID: $0, managing: APIReportManager(client: client), environment: flows, taxonomy: taxonomy)
            },
            contactOwner: { ContactOwnerViewModel(reportID: $0, reaching: reaching) },
            sighting: { SightingFormViewModel(report: $0, reaching: reaching, environment: flows) },
            matches: { MatchesViewModel(reportID: $0, matching: APIReportsBrowsing(client: client)) },
            alerts: { AlertFormViewModel(centre: $0, alerts: APIAreaAlerting(client: client), environment: flows) },
            flyer: { FlyerViewModel(report: $0, flyers: APIReportFlyers(client: client)) },
            taxonomy: taxonomy
        )
    }

    /// `PetSpotAPIBaseURL` from Info.plist (set by project.yml), else the local development server.
    private static func baseURL(in bundle: Bundle) -> URL {
        let configured = bundle.object(forInfoDictionaryKey: "PetSpotAPIBaseURL") as? String
        return configured.flatMap(URL.init(string:)) ?? localServer
    }

    /// project.yml's default, for a bundle without the key (previews).
    private static let localServer: URL = {
        var components = URLComponents()
        components.scheme = "http"
        components.host = "127.0.0.1"
        components.port = 8080
        return components.url ?? FileManager.default.temporaryDirectory
    }()
}
