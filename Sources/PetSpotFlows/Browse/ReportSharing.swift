import PetSpotDomain

/// A report as people pass it on: its page's address, its title as a shared link names it, and its
/// share card as the preview. The web offers the system's share sheet (the Web Share API) where
/// the browser has one, else "Copy link"; the app offers `ShareLink`. Both read these values.
public struct ReportSharing: Hashable, Sendable {
    /// The report's page, absolute: what is shared.
    public let url: String
    /// "Lost dog: Burek", as the page's `og:title` says it.
    public let title: String
    /// The share card (`/reports/{id}/card.jpg`), the preview a shared link shows; `nil` while the
    /// report has no photo to draw it from.
    public let cardURL: String?

    /// `site`: the address people reach the site at (a trailing slash is dropped).
    public init(reportID: String, site: String, title: String, hasPhoto: Bool = true) {
        url = (site.hasSuffix("/") ? String(site.dropLast()) : site) + SitePath.report(.value(reportID)).path
        self.title = title
        cardURL = hasPhoto ? url + "/card.jpg" : nil
    }

    public static var heading: String { Copy.Share.heading }
    public static var explanation: String { Copy.Share.explanation }
    public static var shareTitle: String { Copy.Share.share }
    public static var copyTitle: String { Copy.Share.copyLink }
    public static var copiedMessage: String { Copy.Share.copied }
    public static var cardAlt: String { Copy.Share.cardAlt }
    public static var urlLabel: String { Copy.Share.urlLabel }
    public static let sectionAccessibilityID = TestIdentifiers.Share.section
    public static let cardAccessibilityID = TestIdentifiers.Share.card
    public static let urlAccessibilityID = TestIdentifiers.Share.url
    public static let shareAccessibilityID = TestIdentifiers.Share.shareButton
    public static let copyAccessibilityID = TestIdentifiers.Share.copyButton
    public static let copiedAccessibilityID = TestIdentifiers.Share.copied
}
