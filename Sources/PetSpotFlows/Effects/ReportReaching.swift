import PetSpotDomain

/// What anyone may tell a report's owner (the API client in the app,
/// the services in process on the web; a double in tests).
public protocol ReportReaching: Sendable {
    func addSighting(_ sighting: SightingRequest, to id: String) async throws(ReachingError) -> Sighting
    func sendMessage(_ message: MessageRequest, to id: String) async throws(ReachingError)
    /// The report's latest `limit` sightings as the public sees them, latest seen first.
    func sightings(of id: String, limit: Int) async throws(ReachingError) -> [Sighting]
}

/// Why a sighting or a message was not sent, as the sender needs to know it.
public enum ReachingError: Error, Hashable, Sendable {
    /// Every problem, by the wire's field names.
    case invalid([ValidationError])
    /// The report is resolved or expired.
    case closed
    case tooMany(retryAfterSeconds: Int?)
    case notFound
    case noConnection
    case serverFailure

    /// In the sender's words (a field's problem is said under the field instead).
    public var message: String {
        switch self {
        case .invalid: Copy.Common.validationToast
        case .closed: Copy.Reaching.closed
        case .tooMany(let seconds): Copy.Reaching.tooMany(minutes: max(1, ((seconds ?? 3600) + 59) / 60))
        case .notFound: Copy.Reaching.gone
        case .noConnection: Copy.Reaching.noConnection
        case .serverFailure: Copy.Reaching.serverFailure
        }
    }
}
