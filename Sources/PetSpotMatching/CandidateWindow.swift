import Foundation
import PetSpotDomain

/// What the engine asks a store for when looking for a report's possible matches: open, unexpired,
/// listed reports of `status` and `species` last seen within `dates`, within `kilometres` of
/// `centre`, the nearest `limit` of them; and, wherever they are, those with the `microchip`.
public struct CandidateWindow: Sendable, Equatable {
    public var status: AnnouncementStatus
    public var species: Species
    public var centre: Coordinates?
    public var kilometres: Double
    public var dates: ClosedRange<CalendarDate>
    public var microchip: String?
    /// The most a store returns from the circle (nearest first): a bound on every query's work.
    public var limit: Int
    /// The time the reports' standing (open, unexpired) is judged at.
    public var now: Date

    public init(
        status: AnnouncementStatus, species: Species, centre: Coordinates?, kilometres: Double,
        dates: ClosedRange<CalendarDate>, microchip: String?, limit: Int = CandidateWindow.defaultLimit, now: Date
    ) {
        self.status = status
        self.species = species
        self.centre = centre
        self.kilometres = kilometres
        self.dates = dates
        self.microchip = microchip
        self.limit = limit
        self.now = now
    }

    /// The nearest 150: at 1M reports over central Europe the widest circle (a found dog, looking
    /// back 120 days) holds about a thousand, of which the nearest 150 reach out about 27 km. The
    /// bound keeps a query's work flat in a denser city; the labelled evaluation ranks every pair
    /// the same at 150 as at 250 (`bench/matching`, 1M), and a query costs two-thirds as much.
    public static let defaultLimit = 150
}
