import HTTPTypes
import PetSpotDomain
import PetSpotStorage

extension APIError {
    /// The one place a service's refusal becomes an HTTP status, code and headers.
    init(_ error: ServiceError) {
        switch error {
        case .invalid(let failure):
            self.init(validation: failure)
        case .invalidParameter(let name, let message):
            self = .invalidParameter(name, message)
        case .unusable(let field, let problem, let message):
            switch problem {
            case .missing: self.init(.badRequest, .missingFile, message, field: field)
            case .wrongFormat: self.init(.badRequest, .invalidFileFormat, message, field: field)
            case .tooLarge: self = .payloadTooLarge(message)
            }
        case .notFound:
            self = .notFound
        case .conflict(let message, let field):
            self.init(.conflict, .conflict, message, field: field)
        case .closed(let message):
            self.init(.conflict, .conflict, message)
        case .unauthenticated(let message):
            // Every 401 carries its challenge (RFC 9110 §11.6.1).
            self.init(.unauthorized, .unauthenticated, message, headers: [.wwwAuthenticate: #"Basic realm="petspot""#])
        case .refused(let message):
            self.init(.forbidden, .unauthorized, message)
        case .tooMany(let message, let seconds):
            self = .rateLimited(message, retryAfter: seconds)
        }
    }
}
