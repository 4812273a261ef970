import Foundation

/// Every address of the site people and their programs open (the web pages, their assets, the
/// pages the mails' links open, photos, share cards, feeds, short addresses): registered by the
/// routes from these patterns, and every link written from these values (as SwiftPackageIndex's
/// `SiteURL`). The API's are `APIPath`.
public enum SitePath: TypedPath {
    case home
    case reports
    case report(PathParameter)
    case reportRemoved(PathParameter)
    case manage(PathParameter)
    case matches(PathParameter)
    case flyer(PathParameter)
    /// Paper collars to cut out and tape round a found pet's neck, with the report's QR code.
    case collar(PathParameter)
    case qrCode(PathParameter)
    /// The report's share card (JPEG, 1200 × 630).
    case shareCard(PathParameter)
    /// Where "I saw this pet" and "Contact the owner" post.
    case sighting(PathParameter)
    case message(PathParameter)
    /// A flyer's short address, which leads to its report.
    case shortCode(PathParameter)
    /// A wizard (`/report/missing`), one of its steps, and a step's photo preview.
    case wizard(String)
    case wizardStep(String, PathParameter)
    case wizardPreview(String, PathParameter)
    /// "Found a pet? What to do now": the finder's guide, by country.
    case finderGuide
    /// "How pets got home through PetSpot": the reunions' totals.
    case reunions
    case newAlert
    case manageAlert
    /// The alert mails' confirm and stop links.
    case confirmAlerts
    case stopAlert
    /// The owner's mail links: confirm the report's address, stop its mail.
    case confirmMail
    case stopMail
    case language(PathParameter)
    case photo(PathParameter)
    case atomFeed
    case geoJSONFeed
    case favicon
    case asset(PathParameter)
    case mapTiles
    /// The map library's files (`leaflet.js`, `images/layers.png`): a pattern of every path below its folder.
    case leaflet(PathParameter)

    /// The link on the site `site` (`https://petspot.example`, a base URL with or without its
    /// trailing slash), with `query` (the mails' and feeds' links, which are read elsewhere).
    public func url(on site: URL, query: [URLQueryItem] = []) -> URL {
        let address = site.absoluteString
        var components = URLComponents(string: (address.hasSuffix("/") ? String(address.dropLast()) : address) + path)
        if !query.isEmpty { components?.queryItems = query }
        return components?.url ?? site
    }

    /// The link a mail carries, with its `token` (`/notifications/confirm?token=…`): the mails'
    /// links and their pages' buttons alike. A token is base64url, hyphens and dots, which need
    /// no escaping in a query; anything else is escaped. (Written as text: through `URLComponents`
    /// the three links of each alert mail were 11% of composing a round of 200.)
    public func path(token: String) -> String {
        let unreserved = token.utf8.allSatisfy {
            $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "~")
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0)
        }
        let escaped = unreserved ? token : token.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? token
        return "\(path)?token=\(escaped)"
    }

    /// `path(token:)` on the site `site`, as a mail writes it.
    public func url(on site: URL, token: String) -> URL {
        let address = site.absoluteString
        return URL(string: (address.hasSuffix("/") ? String(address.dropLast()) : address) + path(token: token)) ?? site
    }

    public var segments: [String] {
        switch self {
        case .home: []
        case .reports: ["reports"]
        case .report(let id): ["reports", id.segment("id")]
        case .reportRemoved(let id): SitePath.report(id).segments + ["removed"]
        case .manage(let id): SitePath.report(id).segments + ["manage"]
        case .matches(let id): SitePath.report(id).segments + ["matches"]
        case .flyer(let id): SitePath.report(id).segments + ["flyer"]
        case .collar(let id): SitePath.report(id).segments + ["collar"]
        case .qrCode(let id): SitePath.report(id).segments + ["qr.svg"]
        case .shareCard(let id): SitePath.report(id).segments + ["card.jpg"]
        case .sighting(let id): SitePath.report(id).segments + ["sighting"]
        case .message(let id): SitePath.report(id).segments + ["message"]
        case .shortCode(let code): ["r", code.segment("code")]
        case .wizard(let base): base.split(separator: "/").map(String.init)
        case .wizardStep(let base, let step): SitePath.wizard(base).segments + [step.segment("step")]
        case .wizardPreview(let base, let step): SitePath.wizardStep(base, step).segments + ["preview"]
        case .finderGuide: ["found-a-pet"]
        case .reunions: ["reunions"]
        case .newAlert: ["alerts", "new"]
        case .manageAlert: ["alerts", "manage"]
        case .confirmAlerts: ["alerts", "confirm"]
        case .stopAlert: ["alerts", "unsubscribe"]
        case .confirmMail: ["notifications", "confirm"]
        case .stopMail: ["notifications", "unsubscribe"]
        case .language(let code): ["language", code.segment("code")]
        case .photo(let file): ["images", file.segment("file")]
        case .atomFeed: ["feeds", "reports.atom"]
        case .geoJSONFeed: ["feeds", "reports.geojson"]
        case .favicon: ["favicon.ico"]
        case .asset(let file): ["assets", file.segment("file")]
        case .mapTiles: ["assets", "map-tiles.json"]
        case .leaflet(.key): ["assets", "leaflet", "**"]
        case .leaflet(.value(let file)):
            ["assets", "leaflet"] + file.split(separator: "/").map { PathParameter.escaped(String($0)) }
        }
    }

    /// The two wizards' addresses (`wizard(_:)`'s bases).
    public static let missingWizard = "/report/missing", foundWizard = "/report/found"
    public static let wizards = [missingWizard, foundWizard]

    public static var patterns: [SitePath] {
        [
            .home, .reports, .report(.key), .reportRemoved(.key), .manage(.key), .matches(.key), .flyer(.key),
            .collar(.key), .finderGuide, .reunions, .qrCode(.key), .shareCard(.key),
            .sighting(.key), .message(.key), .shortCode(.key), .newAlert, .manageAlert, .confirmAlerts, .stopAlert,
            .confirmMail, .stopMail,
            .language(.key), .photo(.key), .atomFeed, .geoJSONFeed, .favicon, .asset(.key), .mapTiles, .leaflet(.key),
        ]
            + wizards.flatMap { [SitePath.wizard($0), .wizardStep($0, .key), .wizardPreview($0, .key)] }
    }
}
