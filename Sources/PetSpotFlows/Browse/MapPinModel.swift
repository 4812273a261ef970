import Foundation
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

extension MapPinModel {
    /// A sighting of report `reportID` (its pin leads to the report), grey beside the report's own colour.
    public init(_ sighting: Sighting, of report: Announcement, in timeZone: TimeZone) {
        id = report.id
        coordinates = sighting.location
        title = Copy.Reaching.seenAt(DayAndTime.shown(sighting.seenAt, in: timeZone))
        color = .textSecondary
    }
}
