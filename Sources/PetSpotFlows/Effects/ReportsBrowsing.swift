import PetSpotDomain

/// One page of reports near a point, and where the next page starts.
public struct BrowsedPage: Hashable, Sendable {
    public let reports: [Announcement]
    public let nextCursor: String?

    public init(reports: [Announcement], nextCursor: String?) {
        self.reports = reports
        self.nextCursor = nextCursor
    }
}

/// Why reports could not be shown.
public enum BrowseError: Error, Hashable, Sendable {
    case noConnection
    case notFound
    case serverFailure
}

/// Which published reports to list: near a point (nearest first) or everywhere (newest first),
/// optionally of one status and one species.
public struct ReportsFilter: Hashable, Sendable {
    public var centre: Coordinates?
    /// Only with `centre`: how far from it, in whole kilometres.
    public var rangeKilometres: Int?
    public var status: AnnouncementStatus?
    public var species: Species?
    /// Reports resolved so instead of the open ones.
    public var resolution: Resolution?
    /// At most this many a page (the server's default when `nil`).
    public var limit: Int?

    public init(
        centre: Coordinates? = nil, rangeKilometres: Int? = nil, status: AnnouncementStatus? = nil,
        species: Species? = nil,
        resolution: Resolution? = nil, limit: Int? = nil
    ) {
        self.centre = centre
        self.rangeKilometres = rangeKilometres
        self.status = status
        self.species = species
        self.resolution = resolution
        self.limit = limit
    }
}

/// Where published reports come from (the API client in the app,
/// the services in process on the web; a double in tests).
public protocol ReportsBrowsing: Sendable {
    /// One page of the reports `filter` selects; `cursor` is the previous page's `nextCursor`.
    func reports(matching filter: ReportsFilter, cursor: String?) async throws(BrowseError) -> BrowsedPage
    func report(id: String) async throws(BrowseError) -> Announcement
    /// What the home page counts.
    func statistics() async throws(BrowseError) -> ReportStatistics
    /// "How pets got home": reunited reports by species and way home (of `species` when given).
    func reunionStatistics(species: Species?) async throws(BrowseError) -> ReunionStatistics
}
