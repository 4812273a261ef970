import Foundation

/// A published report as the API answers it: the one type the server writes, the client reads and
/// the screens show. Its fields are the reporter's (`content`, read through as `report.petName`),
/// plus what the server adds: the id, the photo, the times and, in a location listing, the distance.
@dynamicMemberLookup
public struct Announcement: Identifiable, Hashable, Sendable {
    /// The id (a UUID string), used in every path that names the report.
    public var id: String
    /// What the reporter gave, as validated: every optional is `nil` where they gave nothing.
    public var content: CreateAnnouncementRequest
    /// The photo's path on the server (`/images/<file>`); `nil` until one is attached.
    public var photoUrl: String?
    public var createdAt: Date
    /// When the report last changed.
    public var updatedAt: Date
    /// How the owner ended the report (`nil` while it is open), and when.
    public var resolution: Resolution?
    public var resolvedAt: Date?
    /// When an open report leaves the lists unless its owner renews or edits it; `nil` only from a
    /// server older than the lifetime.
    public var expiresAt: Date?
    /// Distance in km from the query point; only on items of a location listing.
    public var distanceKm: Double?
    /// How many area alert mails listed the report so far; only in its owner's read.
    public var alertsSent: Int?
    /// Where the report's point is, as people say it (the server's gazetteer); `nil` without a
    /// point, far from any named place, or from a server older than places in words.
    public var place: PlaceDescription?

    public init(
        id: String, content: CreateAnnouncementRequest, photoUrl: String? = nil,
        createdAt: Date, updatedAt: Date, resolution: Resolution? = nil, resolvedAt: Date? = nil,
        expiresAt: Date? = nil, distanceKm: Double? = nil, alertsSent: Int? = nil, place: PlaceDescription? = nil
    ) {
        self.id = id
        self.content = content
        self.photoUrl = photoUrl
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.resolution = resolution
        self.resolvedAt = resolvedAt
        self.expiresAt = expiresAt
        self.distanceKm = distanceKm
        self.alertsSent = alertsSent
        self.place = place
    }

    /// The reporter's fields, read and written as the report's own (`report.breed`).
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<CreateAnnouncementRequest, Value>) -> Value {
        get { content[keyPath: keyPath] }
        set { content[keyPath: keyPath] = newValue }
    }

    /// Where the pet was last seen or found, when both coordinates are known.
    public var location: Coordinates? { content.location }

    /// Where the report stands at `now`: open, resolved or expired.
    public func standing(at now: Date) -> ReportStanding {
        ReportStanding(resolution: resolution, resolvedAt: resolvedAt, expiresAt: expiresAt ?? .distantFuture, now: now)
    }
}

extension Announcement {
    /// A member of a report's JSON object: each of the request's fields, then what the server adds.
    public enum Member: Hashable, Sendable {
        case field(CreateAnnouncementRequest.Field)
        case id, photoUrl, createdAt, updatedAt, resolution, resolvedAt, expiresAt, distanceKm, alertsSent, place

        public var name: String {
            switch self {
            case .field(let field): field.rawValue
            case .id: "id"
            case .photoUrl: "photoUrl"
            case .createdAt: "createdAt"
            case .updatedAt: "updatedAt"
            case .resolution: "resolution"
            case .resolvedAt: "resolvedAt"
            case .expiresAt: "expiresAt"
            case .distanceKm: "distanceKm"
            case .alertsSent: "alertsSent"
            case .place: "place"
            }
        }
    }

    /// Every member, sorted by name: the order the server writes them in (as `JSONEncoder`'s
    /// `.sortedKeys` would), which its stored listing documents rely on.
    public static let members: [Member] =
        (CreateAnnouncementRequest.Field.allCases.map(Member.field)
        + [
            .id, .photoUrl, .createdAt, .updatedAt, .resolution, .resolvedAt, .expiresAt, .distanceKm, .alertsSent,
            .place,
        ])
        .sorted { $0.name < $1.name }
}
