import PetSpotDomain

/// A report on the map.
public struct MapPinModel: Identifiable, Hashable, Sendable {
    public let id: String
    public let coordinates: Coordinates
    public let title: String
    public let color: ColorToken

    /// `nil` for a report without a location.
    public init?(_ report: Announcement) {
        guard let coordinates = report.location else { return nil }
        id = report.id
        self.coordinates = coordinates
        title = report.displayTitle
        color = report.status.pinColor
    }
}
