import Foundation
import PetSpotDomain

/// One stored report: the validated request, its identity, photo, password hash and times.
public struct AnnouncementRecord: Sendable, Equatable {
    public let id: UUID
    public var content: CreateAnnouncementRequest
    /// The photo's file name in the photo store; a report is listed only once it has one.
    public var photoFile: String?
    public let passwordHash: String
    /// Set when the report was created with an `Idempotency-Key`.
    public let idempotency: IdempotencyMark?
    public let createdAt: Date
    public var updatedAt: Date
    /// How its owner ended it (`nil` while open), and when.
    public var resolution: Resolution?
    public var resolvedAt: Date?
    /// When it leaves the lists unless renewed or edited before (`ReportLifetime`).
    public var expiresAt: Date
    /// The language its owner's mail is written in: the one the report was made in (the web's, or
    /// the app's `Accept-Language`), changeable on "Manage my report".
    public var language: Language

    public init(
        id: UUID, content: CreateAnnouncementRequest, photoFile: String?, passwordHash: String,
        idempotency: IdempotencyMark? = nil, createdAt: Date, updatedAt: Date,
        resolution: Resolution? = nil, resolvedAt: Date? = nil, expiresAt: Date, language: Language = .source
    ) {
        self.id = id
        self.content = content
        self.photoFile = photoFile
        self.passwordHash = passwordHash
        self.idempotency = idempotency
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.resolution = resolution
        self.resolvedAt = resolvedAt
        self.expiresAt = expiresAt
        self.language = language
    }

    /// The id as the API writes it and the database stores it: canonical lower-case text.
    public var wireID: String { id.canonicalText }

    /// Where the report stands at `now` (open, resolved, expired).
    public func standing(at now: Date) -> ReportStanding {
        ReportStanding(resolution: resolution, resolvedAt: resolvedAt, expiresAt: expiresAt, now: now)
    }

    /// What the owner may change with an edit, as it stands.
    public var editable: ReportEdit { ReportEdit(content: content, resolution: resolution) }

    public var coordinates: Coordinates? {
        guard let latitude = content.locationLatitude, let longitude = content.locationLongitude else { return nil }
        return Coordinates(latitude: latitude, longitude: longitude)
    }
}

/// What is kept of an `Idempotency-Key`: its SHA-256 to find it again, and the request's fingerprint
/// to tell a true repeat from a different report sent with the same key.
public struct IdempotencyMark: Sendable, Equatable {
    public let keyHash: String
    public let requestFingerprint: String

    public init(keyHash: String, requestFingerprint: String) {
        self.keyHash = keyHash
        self.requestFingerprint = requestFingerprint
    }
}
