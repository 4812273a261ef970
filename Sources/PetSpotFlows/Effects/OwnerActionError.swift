import PetSpotDomain

/// Why an owner's action on a report (read, edit, renew, remove) failed, as the owner needs to know it.
public enum OwnerActionError: Error, Hashable, Sendable {
    case wrongPassword
    /// Too many wrong passwords: wait this many seconds (when the server says).
    case tooManyAttempts(retryAfterSeconds: Int?)
    case notFound
    case noConnection
    case serverFailure
    /// The server refused an edit: every problem, by the wire's field names.
    case invalid([ValidationError])
    /// A sign-in link that was used, has expired, or is another report's.
    case signInLinkExpired
}
