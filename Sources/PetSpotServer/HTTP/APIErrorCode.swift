import HTTPTypes
import PetSpotDomain

/// The error codes of the API's envelope (`api-v1.md`, Conventions).
public enum APIErrorCode: String, Sendable, Codable, CaseIterable {
    case missingValue = "MISSING_VALUE"
    case invalidFormat = "INVALID_FORMAT"
    case invalidField = "INVALID_FIELD"
    case missingContact = "MISSING_CONTACT"
    case invalidParameter = "INVALID_PARAMETER"
    case missingFile = "MISSING_FILE"
    case invalidFileFormat = "INVALID_FILE_FORMAT"
    case unauthenticated = "UNAUTHENTICATED"
    case unauthorized = "UNAUTHORIZED"
    case notFound = "NOT_FOUND"
    case methodNotAllowed = "METHOD_NOT_ALLOWED"
    case conflict = "CONFLICT"
    case payloadTooLarge = "PAYLOAD_TOO_LARGE"
    case rateLimited = "RATE_LIMITED"
    case internalServerError = "INTERNAL_SERVER_ERROR"
    case serviceUnavailable = "SERVICE_UNAVAILABLE"
    /// The server cannot take this now (a full disk, too many drawings waiting): nothing changed, try again after `Retry-After`.
    case unavailable = "UNAVAILABLE"

    /// The code of a domain validation problem (the same strings on both sides).
    init(_ code: ValidationError.Code) {
        self = APIErrorCode(rawValue: code.rawValue) ?? .invalidFormat
    }
}
