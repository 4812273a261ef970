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

    public init(id: UUID, content: CreateAnnouncementRequest, photoFile: String?, passwordHash: String,
                idempotency: IdempotencyMark? = nil, createdAt: Date, updatedAt: Date) {
        self.id = id
        self.content = content
        self.photoFile = photoFile
        self.passwordHash = passwordHash
        self.idempotency = idempotency
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    /// The id as the API writes it and the database stores it: canonical lower-case text.
    public var wireID: String { id.canonicalText }

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
