/// The smaller copies the server keeps of every photo, so a list of 72-point thumbnails does not
/// download each full photo (often several megabytes). Asked for as `/images/<file>?size=<name>`;
/// the photo's own path still gives the stored original.
public enum PhotoRendition: String, CaseIterable, Hashable, Sendable {
    /// A list's 72-point square, cropped to fill it: the short side of a 4:3 photo at 240 pixels
    /// is sharp on a screen of three pixels to the point.
    case thumbnail
    /// A report's page, at most 720 points wide: sharp at two pixels to the point.
    case display
    /// A report's share card (1200 × 630, a band saying LOST or FOUND in the report's language):
    /// drawn when first asked for, at `/reports/{id}/card.jpg`, not by `?size=`. One per status
    /// and language (`card(_:in:)`).
    case cardLost = "card-lost"
    case cardFound = "card-found"
    case cardLostPolish = "card-lost-pl"
    case cardFoundPolish = "card-found-pl"

    /// The renditions a photo's address serves by `?size=`, drawn as soon as the photo is attached.
    public static let sizes: [PhotoRendition] = [.thumbnail, .display]

    /// The share card of a report of `status` made in `language`.
    public static func card(_ status: AnnouncementStatus, in language: Language) -> PhotoRendition {
        switch (status, language) {
        case (.missing, .english): .cardLost
        case (.found, .english): .cardFound
        case (.missing, .polish): .cardLostPolish
        case (.found, .polish): .cardFoundPolish
        }
    }

    /// What a card says: the status and language it was drawn for; `nil` for the other renditions.
    public var card: (status: AnnouncementStatus, language: Language)? {
        switch self {
        case .cardLost: (.missing, .english)
        case .cardFound: (.found, .english)
        case .cardLostPolish: (.missing, .polish)
        case .cardFoundPolish: (.found, .polish)
        case .thumbnail, .display: nil
        }
    }

    /// The longest side in pixels; a smaller photo keeps its size.
    public var longSide: Int {
        switch self {
        case .thumbnail: 320
        case .display: 1440
        case .cardLost, .cardFound, .cardLostPolish, .cardFoundPolish: 1200
        }
    }

    /// The query parameter that asks for a rendition.
    public static let parameter = "size"

    /// The rendition's address, from the photo's (`/images/<file>`, as reports give it).
    public func path(ofPhoto photoPath: String) -> String {
        "\(photoPath)?\(Self.parameter)=\(rawValue)"
    }
}
