/// Every address of the HTTP API (`api-v1.md`): the server registers its routes from these
/// patterns and the app's client (`PetSpotAPI`'s `RequestBuilder`) writes its requests from these
/// values, so neither can drift from the other. The site's are `SitePath`.
public enum APIPath: TypedPath {
    case announcements
    case announcement(PathParameter)
    case renewal(PathParameter)
    case photos(PathParameter)
    case matches(PathParameter)
    case sightings(PathParameter)
    case sighting(PathParameter, PathParameter)
    case messages(PathParameter)
    /// What the owner said a message was (SCAM or GENUINE).
    case messageVerdict(PathParameter, PathParameter)
    case mail(PathParameter)
    case signInLink(PathParameter)
    case signIn(PathParameter)
    case shortAddress(PathParameter)
    case alerts
    case taxonomy
    case places
    case statistics
    /// "How pets got home": reunited reports counted by species and way home.
    case reunionStatistics
    case health
    case liveness
    /// The API's description, and the operators' metrics.
    case openAPI
    case metrics

    public var segments: [String] {
        switch self {
        case .announcements: ["api", "v1", "announcements"]
        case .announcement(let id): APIPath.announcements.segments + [id.segment("id")]
        case .renewal(let id): APIPath.announcement(id).segments + ["renewal"]
        case .photos(let id): APIPath.announcement(id).segments + ["photos"]
        case .matches(let id): APIPath.announcement(id).segments + ["matches"]
        case .sightings(let id): APIPath.announcement(id).segments + ["sightings"]
        case .sighting(let id, let sighting): APIPath.sightings(id).segments + [sighting.segment("sightingId")]
        case .messages(let id): APIPath.announcement(id).segments + ["messages"]
        case .messageVerdict(let id, let message):
            APIPath.messages(id).segments + [message.segment("messageId"), "verdict"]
        case .mail(let id): APIPath.announcement(id).segments + ["mail"]
        case .signInLink(let id): APIPath.announcement(id).segments + ["sign-in-link"]
        case .signIn(let id): APIPath.announcement(id).segments + ["sign-in"]
        case .shortAddress(let id): APIPath.announcement(id).segments + ["short-address"]
        case .alerts: ["api", "v1", "alerts"]
        case .taxonomy: ["api", "v1", "taxonomy"]
        case .places: ["api", "v1", "places"]
        case .statistics: ["api", "v1", "statistics"]
        case .reunionStatistics: ["api", "v1", "stats", "reunions"]
        case .health: ["api", "health"]
        case .liveness: ["api", "health", "live"]
        case .openAPI: ["openapi.yaml"]
        case .metrics: ["metrics"]
        }
    }

    public static var patterns: [APIPath] {
        [
            .announcements, .announcement(.key), .renewal(.key), .photos(.key), .matches(.key), .sightings(.key),
            .sighting(.key, .key),
            .messages(.key), .messageVerdict(.key, .key), .mail(.key), .signInLink(.key), .signIn(.key),
            .shortAddress(.key), .alerts, .taxonomy,
            .places,
            .statistics, .reunionStatistics, .health,
            .liveness, .openAPI, .metrics,
        ]
    }
}
