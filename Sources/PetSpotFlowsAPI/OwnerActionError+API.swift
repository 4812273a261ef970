import PetSpotAPI
import PetSpotFlows

/// How the API's refusals of an owner's call read to the owner.
extension OwnerActionError {
    init(_ error: PetSpotAPIError) {
        switch error {
        case .noConnection: self = .noConnection
        case .rejected(let status, _) where status == 401 || status == 403: self = .wrongPassword
        case .rejected(let status, _) where status == 404: self = .notFound
        case .rejected(let status, _) where status == 429: self = .tooManyAttempts(retryAfterSeconds: nil)
        case .rejected(400, _) where !error.validationErrors.isEmpty: self = .invalid(error.validationErrors)
        case .rejected, .serverFailure: self = .serverFailure
        }
    }
}
