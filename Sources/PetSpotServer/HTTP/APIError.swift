import HTTPTypes
import PetSpotDomain
import PetSpotStorage

/// The one error type of the HTTP layer: a status, a code, a message that says what to do,
/// and (for validation) every problem found. `ErrorEnvelopeMiddleware` turns it into the envelope.
public struct APIError: Error, Sendable, Equatable {
    public struct Detail: Sendable, Equatable, Codable {
        public let field: String
        public let code: APIErrorCode
        public let message: String
    }

    public let status: HTTPResponse.Status
    public let code: APIErrorCode
    public let message: String
    public let field: String?
    public let details: [Detail]?
    /// Extra response headers (`Retry-After`, `Allow`).
    public let headers: HTTPFields

    public init(
        _ status: HTTPResponse.Status, _ code: APIErrorCode, _ message: String,
        field: String? = nil, details: [Detail]? = nil, headers: HTTPFields = [:]
    ) {
        self.status = status
        self.code = code
        self.message = message
        self.field = field
        self.details = details
        self.headers = headers
    }

    /// Every problem of a request body; the envelope repeats the first at its top.
    public init(validation failure: ValidationFailure) {
        let details = failure.errors.map { Detail(field: $0.field, code: APIErrorCode($0.code), message: $0.message) }
        self.init(.badRequest, details[0].code, details[0].message, field: details[0].field, details: details)
    }
}

extension APIError {
    static let notFound = APIError(.notFound, .notFound, ServiceError.notFound.message)
    static let internalServerError = APIError(.internalServerError, .internalServerError, "Internal server error")

    static func invalidFormat(_ message: String, field: String? = nil) -> APIError {
        APIError(.badRequest, .invalidFormat, message, field: field)
    }

    static func invalidParameter(_ name: String, _ message: String) -> APIError {
        APIError(.badRequest, .invalidParameter, message, field: name)
    }

    /// 429 with `Retry-After`: a limit refused the request for `seconds`.
    static func rateLimited(_ message: String, retryAfter seconds: Int) -> APIError {
        APIError(.tooManyRequests, .rateLimited, message, headers: [.retryAfter: String(seconds)])
    }

    /// 503 with `Retry-After`: nothing was changed, and the same request may be sent again then.
    static func unavailable(_ message: String, retryAfter seconds: Int) -> APIError {
        APIError(.serviceUnavailable, .unavailable, message, headers: [.retryAfter: String(seconds)])
    }

    static func payloadTooLarge(_ message: String) -> APIError {
        APIError(.contentTooLarge, .payloadTooLarge, message)
    }
}
