import PetSpotDomain

/// A published report as the browse screens see it (the API's announcement, without HTTP).
public struct BrowsedReport: Identifiable, Hashable, Sendable {
    public let id: String
    public let status: AnnouncementStatus
    public let petName: String?
    public let species: Species
    public let breed: String?
    public let sex: Sex
    public let age: Int?
    public let description: String?
    public let microchipNumber: String?
    public let coordinates: Coordinates?
    public let lastSeenDate: CalendarDate
    public let email: String?
    public let phone: String?
    public let reward: String?
    /// The photo's path on the server (`/images/…`); the renderer prefixes the server's address.
    public let photoPath: String?
    public let distanceKilometres: Double?

    public init(id: String, status: AnnouncementStatus, petName: String?, species: Species, breed: String?, sex: Sex, age: Int?,
                description: String?, microchipNumber: String?, coordinates: Coordinates?, lastSeenDate: CalendarDate,
                email: String?, phone: String?, reward: String?, photoPath: String?, distanceKilometres: Double?) {
        self.id = id
        self.status = status
        self.petName = petName
        self.species = species
        self.breed = breed
        self.sex = sex
        self.age = age
        self.description = description
        self.microchipNumber = microchipNumber
        self.coordinates = coordinates
        self.lastSeenDate = lastSeenDate
        self.email = email
        self.phone = phone
        self.reward = reward
        self.photoPath = photoPath
        self.distanceKilometres = distanceKilometres
    }
}

/// One page of reports near a point, and where the next page starts.
public struct BrowsedPage: Hashable, Sendable {
    public let reports: [BrowsedReport]
    public let nextCursor: String?

    public init(reports: [BrowsedReport], nextCursor: String?) {
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

    public init(centre: Coordinates? = nil, rangeKilometres: Int? = nil, status: AnnouncementStatus? = nil, species: Species? = nil) {
        self.centre = centre
        self.rangeKilometres = rangeKilometres
        self.status = status
        self.species = species
    }
}

/// Where published reports come from (the API client; a double in tests).
public protocol ReportsBrowsing: Sendable {
    /// One page of the reports `filter` selects; `cursor` is the previous page's `nextCursor`.
    func reports(matching filter: ReportsFilter, cursor: String?) async throws(BrowseError) -> BrowsedPage
    func report(id: String) async throws(BrowseError) -> BrowsedReport
}

extension ReportsBrowsing {
    /// Reports within `rangeKilometres` of `centre`, nearest first, optionally of one status.
    public func reports(near centre: Coordinates, rangeKilometres: Int, status: AnnouncementStatus?, cursor: String?) async throws(BrowseError) -> BrowsedPage {
        try await reports(matching: ReportsFilter(centre: centre, rangeKilometres: rangeKilometres, status: status), cursor: cursor)
    }
}
