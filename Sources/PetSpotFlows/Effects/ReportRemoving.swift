import PetSpotDomain

/// Why a report could not be removed, as the owner needs to know it.
public enum RemovalError: Error, Hashable, Sendable {
    case wrongPassword
    /// Too many wrong passwords: wait this many seconds (when the server says).
    case tooManyAttempts(retryAfterSeconds: Int?)
    case notFound
    case noConnection
    case serverFailure
}

/// Deletes a report for its owner (the API client; a double in tests).
public protocol ReportRemoving: Sendable {
    func remove(id: String, managementPassword: String) async throws(RemovalError)
}
