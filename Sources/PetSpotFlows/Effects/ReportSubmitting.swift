import PetSpotDomain

/// What the server answers to a created report.
public struct CreatedAnnouncement: Hashable, Sendable, Codable {
    public let id: String
    /// Shown to the reporter once: it removes the report later.
    public let managementPassword: String
    /// The country of the report's place, as the server said (the finder's guide's country);
    /// `nil` without a place, or in a draft saved before it.
    public var countryCode: String?

    public init(id: String, managementPassword: String, countryCode: String? = nil) {
        self.id = id
        self.managementPassword = managementPassword
        self.countryCode = countryCode
    }
}

/// Why a submission step failed, as the person needs to know it.
public enum SubmissionError: Error, Hashable, Sendable {
    /// The server could not be reached.
    case noConnection
    /// The server refused the report and said why, field by field.
    case rejected([ValidationError])
    /// The server failed (5xx, or an answer that makes no sense).
    case serverFailure
}

/// Sends a report: create it, then upload its photo (the API client in the app,
/// the services in process on the web; a double in tests).
public protocol ReportSubmitting: Sendable {
    /// Creates the announcement. The same `idempotencyKey` sent twice yields the first announcement.
    func create(
        _ request: CreateAnnouncementRequest, idempotencyKey: String
    ) async throws(SubmissionError) -> CreatedAnnouncement
    /// Uploads the photo of a created announcement, authorised by its management password.
    func uploadPhoto(_ photo: PhotoReference, for announcement: CreatedAnnouncement) async throws(SubmissionError)
}
