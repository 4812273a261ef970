import Foundation
import PetSpotDomain

/// What the nearby list asks the store: listed reports strictly within `kilometres` of `centre`,
/// nearest first (ties by id), strictly after `after`, at most `limit`, as they stand at `now` (an
/// open report past its expiry is not listed).
public struct NearestQuery: Sendable, Equatable {
    public var centre: Coordinates
    public var kilometres: Double
    public var filter: ListingFilter
    public var after: NearestPosition?
    public var limit: Int
    public var now: Date

    public init(
        centre: Coordinates, kilometres: Double, filter: ListingFilter = ListingFilter(), after: NearestPosition? = nil,
        limit: Int, now: Date
    ) {
        self.centre = centre
        self.kilometres = kilometres
        self.filter = filter
        self.after = after
        self.limit = limit
        self.now = now
    }
}

/// Where the previous page of a nearest-first listing ended.
public struct NearestPosition: Sendable, Equatable {
    public let distanceKilometres: Double
    public let id: String

    public init(distanceKilometres: Double, id: String) {
        self.distanceKilometres = distanceKilometres
        self.id = id
    }
}

/// A listed report and its exact great-circle distance from the listing's centre.
public struct MeasuredListing: Sendable, Equatable {
    public let report: ListedReport
    public let distanceKilometres: Double

    package init(report: ListedReport, distanceKilometres: Double) {
        self.report = report
        self.distanceKilometres = distanceKilometres
    }
}

/// The page of a nearby listing as reports are offered to it in any order: the nearest `limit` of
/// those the query admits, in listing order.
package struct NearestPage {
    package let limit: Int
    package private(set) var listings: [MeasuredListing] = []

    package init(limit: Int) {
        self.limit = limit
        listings.reserveCapacity(limit + 1)
    }

    /// Whether a report this far could still make the page.
    package func mayTake(_ kilometres: Double) -> Bool {
        listings.count < limit || listings.last.map { kilometres <= $0.distanceKilometres } ?? false
    }

    /// Takes `report`, `kilometres` from the centre, if the query admits it and it is among the nearest.
    package mutating func offer(_ report: ListedReport, at kilometres: Double, for query: NearestQuery) {
        guard kilometres < query.kilometres, mayTake(kilometres),
            query.filter.admits(report, at: Timestamp.milliseconds(query.now))
        else { return }
        let measured = MeasuredListing(report: report, distanceKilometres: kilometres)
        if let after = query.after, !measured.comes(after: after) { return }
        let index = listings.firstIndex { measured.comes(before: $0) } ?? listings.count
        guard index < limit else { return }
        listings.insert(measured, at: index)
        if listings.count > limit { listings.removeLast() }
    }
}

extension MeasuredListing {
    /// The listing's order: distance, then id (written out only for a tie, which is rare).
    package func comes(before other: MeasuredListing) -> Bool {
        distanceKilometres != other.distanceKilometres
            ? distanceKilometres < other.distanceKilometres : report.id < other.report.id
    }

    package func comes(after position: NearestPosition) -> Bool {
        distanceKilometres != position.distanceKilometres
            ? distanceKilometres > position.distanceKilometres : report.id > position.id
    }

    /// Where the listing stands after this report, for the next page's cursor.
    package var position: NearestPosition { NearestPosition(distanceKilometres: distanceKilometres, id: report.id) }
}

extension ListingFilter {
    /// Whether the listing shows `report` at `now` (milliseconds): of its status and species, and
    /// of its resolution, or open and unexpired when it asks for none (`ReportStanding.isListed`).
    package func admits(_ report: ListedReport, at now: Int64) -> Bool {
        (status.map { $0.rawValue == report.status } ?? true) && (species.map { $0.rawValue == report.species } ?? true)
            && (resolution.map { $0.rawValue == report.resolution }
                ?? (report.resolution == nil && report.expiresAt > now))
    }
}
