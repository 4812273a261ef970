import PetSpotDomain

/// How far a report's submission got, kept in the flow state so a retry, even after a relaunch,
/// resumes where it failed and never creates a second announcement.
public struct SubmissionProgress: Hashable, Sendable, Codable {
    /// The request last sent and the idempotency key it was sent with: resending the same request
    /// reuses the key, so the server answers with the first announcement instead of a new one.
    public var sentRequest: CreateAnnouncementRequest?
    public var idempotencyKey: String?
    public var created: CreatedAnnouncement?
    public var photoUploaded = false

    public init() {}

    public var isComplete: Bool { created != nil && photoUploaded }
}
