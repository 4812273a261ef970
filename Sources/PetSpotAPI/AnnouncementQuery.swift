import PetSpotDomain

/// The filters and paging of `GET /api/v1/announcements`; `nil` leaves a parameter out.
public struct AnnouncementQuery: Hashable, Sendable {
    /// Latitude of the search point; send together with `longitude`.
    public var latitude: Double?
    /// Longitude of the search point; send together with `latitude`.
    public var longitude: Double?
    /// Search radius in whole km (1–1000; the server's default is 5); only with a location.
    public var rangeKilometres: Int?
    /// Only announcements with this status.
    public var status: AnnouncementStatus?
    /// Only announcements of this species.
    public var species: Species?
    /// Reports resolved so instead of the open ones (the default lists open, unexpired reports).
    public var resolution: Resolution?
    /// At most this many items per page (1–200; the server's default is 100).
    public var limit: Int?
    /// The previous page's `nextCursor`, unchanged.
    public var cursor: String?

    /// Creates a query; every parameter defaults to "leave it out".
    public init(
        latitude: Double? = nil, longitude: Double? = nil, rangeKilometres: Int? = nil,
        status: AnnouncementStatus? = nil, species: Species? = nil, resolution: Resolution? = nil, limit: Int? = nil,
        cursor: String? = nil
    ) {
        self.latitude = latitude
        self.longitude = longitude
        self.rangeKilometres = rangeKilometres
        self.status = status
        self.species = species
        self.resolution = resolution
        self.limit = limit
        self.cursor = cursor
    }

    /// A query around `location`, for "near me" lists.
    public init(near location: Coordinates, rangeKilometres: Int? = nil) {
        self.init(latitude: location.latitude, longitude: location.longitude, rangeKilometres: rangeKilometres)
    }

    /// The same query asking for the page after `page`, or `nil` when `page` was the last.
    public func next(after page: AnnouncementPage) -> AnnouncementQuery? {
        guard let nextCursor = page.nextCursor else { return nil }
        var query = self
        query.cursor = nextCursor
        return query
    }

    /// The wire parameters in a stable order; absent values are left out because the server refuses blank ones.
    var parameters: [(name: String, value: String)] {
        let all: [(String, String?)] = [
            ("lat", latitude.map { "\($0)" }),
            ("lng", longitude.map { "\($0)" }),
            ("range", rangeKilometres.map { "\($0)" }),
            ("status", status?.rawValue),
            ("species", species?.rawValue),
            ("resolution", resolution?.rawValue),
            ("limit", limit.map { "\($0)" }),
            ("cursor", cursor),
        ]
        return all.compactMap { name, value in value.map { (name, $0) } }
    }
}
