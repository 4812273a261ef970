import PetSpotDomain

/// Why a service did not do what it was asked, in the domain's words: what is wrong and, for input,
/// which field. No HTTP here: the routes answer it as the error envelope (`APIError(_:)`, the one
/// translation), the in-process pages as their forms' messages.
public enum ServiceError: Error, Sendable, Equatable {
    /// The input breaks the rules: every problem, each naming its field.
    case invalid(ValidationFailure)
    /// A parameter of a query (a list's, a page's) is not one the rules take: its name, and what is wrong and what to do.
    case invalidParameter(String, String)
    /// One input is unusable as a whole (a damaged or unknown photo): its field, the problem's code, what to do.
    case unusable(field: String, code: Problem, message: String)
    /// No such report, or nothing of it for this caller.
    case notFound
    /// The request collides with what is stored (an idempotency key used for another report).
    case conflict(String, field: String?)
    /// The report takes no more of this: resolved, closed or expired.
    case closed(String)
    /// The caller did not say who they are in the way this asks (an owner's call without the owner's credentials).
    case unauthenticated(String)
    /// The credentials do not open this report: a wrong code, another report's id, a wrong operator token.
    case refused(String)
    /// A limit refused it for now; it may be tried again after `retryAfterSeconds`.
    case tooMany(String, retryAfterSeconds: Int)

    /// What is wrong with an `unusable` input.
    public enum Problem: Sendable, Equatable {
        case missing
        case wrongFormat
        case tooLarge
    }

    /// What is wrong and what to do, in one sentence for people.
    public var message: String {
        switch self {
        case .invalid(let failure): failure.errors[0].message
        case .invalidParameter(_, let message), .unusable(_, _, let message), .conflict(let message, _),
            .closed(let message), .unauthenticated(let message),
            .refused(let message), .tooMany(let message, _):
            message
        case .notFound: "Resource not found"
        }
    }

    /// The domain's validation problems of this error, when it is one of input.
    public var validationErrors: [ValidationError] {
        switch self {
        case .invalid(let failure): failure.errors
        case .unusable(let field, let code, let message):
            [ValidationError(field: field, code: code == .missing ? .missingValue : .invalidFormat, message: message)]
        case .invalidParameter(let name, let message):
            [ValidationError(field: name, code: .invalidFormat, message: message)]
        default: []
        }
    }
}
