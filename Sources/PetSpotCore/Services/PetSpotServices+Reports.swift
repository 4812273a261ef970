import Foundation
import PetSpotDomain
import PetSpotPhotos
import PetSpotStorage

/// A report as its owner sees it, with the code that acts on it (answered once: at create, and at
/// a sign-in by link, which gives a new one).
public struct OwnedReport: Sendable, Hashable {
    public let report: Announcement
    public let managementPassword: String
}

/// A page of a listing: its reports as anyone sees them, and the cursor of the next page.
public struct ReportsPage: Sendable, Hashable {
    public let reports: [Announcement]
    public let nextCursor: String?
}

/// Reports in the domain's words, for callers in this process (the web pages): the same services
/// and rules as the API's routes, each failure a `ServiceError` or the storage's own.
extension PetSpotServices {
    /// Publishes a report, checked as `POST /api/v1/announcements` checks its body; the same
    /// `idempotencyKey` again answers the first report.
    public func create(
        _ request: CreateAnnouncementRequest, idempotencyKey: String, from client: ClientAddress
    ) async throws -> OwnedReport {
        let outcome = try await announcements.create(
            try Self.body(of: request), idempotencyKey: idempotencyKey, from: client)
        return OwnedReport(
            report: outcome.record.announcement(forOwner: true), managementPassword: outcome.password.description)
    }

    /// Gives the owner's report its photo (as the upload does: checked, location data removed).
    public func attachPhoto(
        _ bytes: [UInt8], to id: String, managementPassword: String, from client: ClientAddress
    ) async throws {
        let record = try await owners.authorizeOwner(
            of: id, with: .owner(announcementID: id, password: managementPassword), from: client)
        _ = try await announcements.attachPhoto(try PhotoUpload.checked(bytes), to: record, from: client)
    }

    /// A report as anyone sees it.
    public func report(id: String) async throws -> Announcement {
        try await announcements.read(id).announcement()
    }

    /// A page of the list: nearest first around `centre`, else newest first.
    public func reports(
        centre: Coordinates?, rangeKilometres: Int?, filter: ListingFilter, limit: Int?, cursor: String?
    ) async throws -> ReportsPage {
        let query = try ListingQuery(
            centre: centre, rangeKilometres: rangeKilometres, filter: filter, limit: limit, cursor: cursor)
        return try Self.reports(of: try await announcements.page(query))
    }

    /// The query string keys a feed reads, as the list reads them (no cursor: a feed is one page).
    package static let feedParameters: Set<String> = ["lat", "lng", "range", "status", "species"]

    /// A feed's reports (`GET /feeds/reports.atom`, `.geojson`): the list's query with its rules and
    /// messages, its first page of 100, nearest first around a place, else newest first; then the
    /// reports of that query whose pet came home in the last `homeInFeeds` (at most
    /// `homeEntries`), in their new state. A report that left the feed the moment it was reunited
    /// vanished from a reader's list unexplained; kept a week, the reader sees "Reunited" first.
    public func feed(_ parameters: [String: String]) async throws -> [Announcement] {
        let kept = parameters.filter { Self.feedParameters.contains($0.key) }
        var reunited = kept
        reunited["resolution"] = Resolution.reunited.rawValue
        reunited["limit"] = String(Self.homeEntries)
        let since = announcements.clock.now() - Self.homeInFeeds
        let home = try Self.reports(of: try await announcements.page(try ListingQuery(reunited))).reports
            .filter { ($0.resolvedAt ?? .distantPast) > since }
        var query = try ListingQuery(kept)
        query.limit = ListingQuery.defaultLimit - home.count
        return try Self.reports(of: try await announcements.page(query)).reports + home
    }

    /// How long a feed keeps a reunited report (`docs/reach.md`): a reader who looks once a week sees it.
    package static let homeInFeeds: TimeInterval = 7 * 24 * 60 * 60
    /// At most this many of a feed's 100 entries are reunited reports.
    package static let homeEntries = 20

    /// A listing's page as anyone sees its reports.
    private static func reports(of page: ListingPage) throws -> ReportsPage {
        switch page {
        case .newest(let records, let next):
            return ReportsPage(reports: records.map { $0.announcement() }, nextCursor: next)
        case .nearby(let listings, let next):
            // The stored documents are the nearby list's answer: read as the API's clients read them.
            let decoder = JSONDecoder()
            let reports = try listings.map { listing in
                var json = JSONWriter(capacity: 1024)
                listing.report.document.write(distanceKilometres: listing.distanceKilometres, to: &json)
                return try decoder.decode(Announcement.self, from: Data(json.bytes))
            }
            return ReportsPage(reports: reports, nextCursor: next)
        }
    }

    /// How many reports ended with their pet home.
    public func reunitedCount() async throws -> Int {
        try await announcements.reunitedCount()
    }

    /// "How pets got home through PetSpot": reunited reports by species and way home, of `species`
    /// when given, resolved on or after the start (UTC) of `since` when given.
    public func reunionStatistics(species: Species? = nil, since: CalendarDate? = nil) async throws -> ReunionStatistics
    {
        try await announcements.reunionStatistics(species: species, since: since?.startOfDay(in: .gmt))
    }

    /// The reports that may be the same animal as `id`, best first.
    public func matches(of id: String, limit: Int) async throws -> [PossibleMatch] {
        try await matching.matches(of: id, limit: limit)
    }

    /// A value as the JSON body a client would send, for the services that read bodies.
    package static func body(of value: some Encodable) throws -> [String: JSONValue] {
        try JSONDecoder().decode([String: JSONValue].self, from: JSONEncoder().encode(value))
    }
}
