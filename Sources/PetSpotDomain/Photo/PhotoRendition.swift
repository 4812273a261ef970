/// The smaller copies the server keeps of every photo, so a list of 72-point thumbnails does not
/// download each full photo (often several megabytes). Asked for as `/images/<file>?size=<name>`;
/// the photo's own path still gives the stored original.
public enum PhotoRendition: String, CaseIterable, Hashable, Sendable {
    /// A list's 72-point square, cropped to fill it: the short side of a 4:3 photo at 240 pixels
    /// is sharp on a screen of three pixels to the point.
    case thumbnail
    /// A report's page, at most 720 points wide: sharp at two pixels to the point.
    case display
    /// A report's share card (1200 × 630, a band saying LOST, FOUND or HOME in the report's
    /// language): drawn when first asked for, at `/reports/{id}/card.jpg`, not by `?size=`. One per
    /// band and language (`card(_:in:)`): a reunited report's card says the pet is home, under a
    /// name (and so an `ETag`) of its own.
    case cardLost = "card-lost"
    case cardFound = "card-found"
    case cardHome = "card-home"
    case cardLostPolish = "card-lost-pl"
    case cardFoundPolish = "card-found-pl"
    case cardHomePolish = "card-home-pl"

    /// What a share card's band says.
    public enum Band: Sendable, Hashable, CaseIterable {
        case lost, found, home

        /// A reunited report's is `home`; else its status's (a closed report's stays as it was).
        public init(status: AnnouncementStatus, resolution: Resolution?) {
            self = resolution == .reunited ? .home : status == .missing ? .lost : .found
        }
    }

    /// The renditions a photo's address serves by `?size=`, drawn as soon as the photo is attached.
    public static let sizes: [PhotoRendition] = [.thumbnail, .display]

    /// The share card with `band` for a report made in `language`.
    public static func card(_ band: Band, in language: Language) -> PhotoRendition {
        switch (band, language) {
        case (.lost, .english): .cardLost
        case (.found, .english): .cardFound
        case (.home, .english): .cardHome
        case (.lost, .polish): .cardLostPolish
        case (.found, .polish): .cardFoundPolish
        case (.home, .polish): .cardHomePolish
        }
    }

    /// What a card says: the band and language it was drawn for; `nil` for the other renditions.
    public var card: (band: Band, language: Language)? {
        switch self {
        case .cardLost: (.lost, .english)
        case .cardFound: (.found, .english)
        case .cardHome: (.home, .english)
        case .cardLostPolish: (.lost, .polish)
        case .cardFoundPolish: (.found, .polish)
        case .cardHomePolish: (.home, .polish)
        case .thumbnail, .display: nil
        }
    }

    /// The longest side in pixels; a smaller photo keeps its size.
    public var longSide: Int {
        switch self {
        case .thumbnail: 320
        case .display: 1440
        case .cardLost, .cardFound, .cardHome, .cardLostPolish, .cardFoundPolish, .cardHomePolish: 1200
        }
    }

    /// The query parameter that asks for a rendition.
    public static let parameter = "size"

    /// The rendition's address, from the photo's (`/images/<file>`, as reports give it).
    public func path(ofPhoto photoPath: String) -> String {
        "\(photoPath)?\(Self.parameter)=\(rawValue)"
    }
}
