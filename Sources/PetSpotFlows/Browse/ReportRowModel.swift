import PetSpotDomain

/// One report in a list: what the row shows, already worded.
public struct ReportRowModel: Identifiable, Hashable, Sendable {
    public let id: String
    public let title: String
    public let badge: String
    public let badgeColor: ColorToken
    public let subtitle: String
    public let distanceText: String?
    /// "near Bieńczyce, Kraków": where, in words.
    public let placeText: String?
    public let photoPath: String?
    public let accessibilityID = TestIdentifiers.Browse.listItem

    public init(_ report: Announcement) {
        id = report.id
        title = report.displayTitle
        (badge, badgeColor) = report.badge
        subtitle =
            switch report.resolution {
            case .reunited?: Copy.Browse.reunitedLine
            case .closed?: Copy.Browse.closedLine
            case nil:
                report.status == .missing
                    ? Copy.Browse.missingSince(report.lastSeenDate.displayed)
                    : Copy.Browse.foundOn(report.lastSeenDate.displayed)
            }
        distanceText = report.distanceKm.map { Copy.Browse.distance(kilometres: $0, in: report.place?.distanceUnit) }
        placeText = report.placeInWords
        // A list shows many photos small: their thumbnails, not the originals.
        photoPath = report.photoUrl.map(PhotoRendition.thumbnail.path(ofPhoto:))
    }
}

extension Announcement {
    /// The badge a report wears and its colour: Missing (red) or Found (blue) while it is looking,
    /// Reunited or Closed (grey) once it is not (`standingWord`). One rule for lists, cards and a report's page.
    public var badge: (text: String, color: ColorToken) {
        (standingWord, resolution != nil ? .textSecondary : content.status.pinColor)
    }
}

extension AnnouncementStatus {
    /// Missing pets are red on the map, found ones blue.
    var pinColor: ColorToken { self == .missing ? .missingPin : .foundPin }
}
