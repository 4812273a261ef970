import Foundation

/// What one reunited report tells the totals: never its id, its contact or its words.
public struct Reunion: Hashable, Sendable {
    public var species: Species
    public var how: ReunitedHow?
    public var lastSeenDate: CalendarDate
    public var resolvedAt: Date
    /// Where it was last seen or found, and where it was found when it came home.
    public var place: Coordinates?
    public var foundAt: Coordinates?

    public init(
        species: Species, how: ReunitedHow?, lastSeenDate: CalendarDate, resolvedAt: Date,
        place: Coordinates?, foundAt: Coordinates?
    ) {
        self.species = species
        self.how = how
        self.lastSeenDate = lastSeenDate
        self.resolvedAt = resolvedAt
        self.place = place
        self.foundAt = foundAt
    }

    /// Days from the day it went missing (or was found) to the day it was marked home, in UTC.
    public var days: Int { max(0, lastSeenDate.days(to: CalendarDate(resolvedAt, in: .gmt))) }

    /// How far from its report's place it was found, when both are known.
    public var distanceKm: Double? {
        guard let place, let foundAt else { return nil }
        return GreatCircle.kilometres(from: place, to: foundAt)
    }
}
