import PetSpotDomain

/// Why an owner's sign-in or action on "Manage my report" failed, in words. It has a short code so
/// that a page can carry it in its address after a redirect (post/redirect/get) without the
/// password ever being sent back.
public enum OwnerActionFailure: Hashable, Sendable {
    case missingPassword
    case wrongPassword
    case tooManyAttempts(minutes: Int)
    case alreadyRemoved
    case signInLinkExpired
    case noConnection
    case serverFailure

    init(_ error: OwnerActionError) {
        switch error {
        case .wrongPassword: self = .wrongPassword
        case .tooManyAttempts(let seconds): self = .tooManyAttempts(minutes: max(1, ((seconds ?? 900) + 59) / 60))
        case .notFound: self = .alreadyRemoved
        case .signInLinkExpired: self = .signInLinkExpired
        case .noConnection: self = .noConnection
        case .serverFailure, .invalid: self = .serverFailure
        }
    }

    public var message: String {
        switch self {
        case .missingPassword: Copy.Removal.missingPassword
        case .wrongPassword: Copy.Removal.wrongPassword
        case .tooManyAttempts(let minutes): Copy.Removal.tooManyAttempts(minutes: minutes)
        case .alreadyRemoved: Copy.Removal.alreadyRemoved
        case .signInLinkExpired: Copy.Manage.signInLinkFailed
        case .noConnection: Copy.Removal.noConnection
        case .serverFailure: Copy.Removal.serverFailure
        }
    }

    /// `wrong-password`, `too-many-attempts-15`, …
    public var code: String {
        switch self {
        case .missingPassword: "missing-password"
        case .wrongPassword: "wrong-password"
        case .tooManyAttempts(let minutes): "too-many-attempts-\(minutes)"
        case .alreadyRemoved: "already-removed"
        case .signInLinkExpired: "sign-in-link-expired"
        case .noConnection: "no-connection"
        case .serverFailure: "server-failure"
        }
    }

    public init?(code: String) {
        let simple: [OwnerActionFailure] = [
            .missingPassword, .wrongPassword, .alreadyRemoved, .signInLinkExpired, .noConnection, .serverFailure,
        ]
        if let failure = simple.first(where: { $0.code == code }) {
            self = failure
        } else if code.hasPrefix("too-many-attempts-"), let minutes = Int(code.dropFirst("too-many-attempts-".count)),
            (1...1440).contains(minutes)
        {
            self = .tooManyAttempts(minutes: minutes)
        } else {
            return nil
        }
    }
}
