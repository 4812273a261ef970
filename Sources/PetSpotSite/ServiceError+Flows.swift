import PetSpotDomain
import PetSpotFlows
import PetSpotServer
import PetSpotStorage

/// How the services' refusals read to the person on a page: the same outcomes the API's clients
/// draw from its statuses (`PetSpotFlowsAPI`), drawn here from the domain's errors. Any other
/// failure (the storage's) is the server failing.
extension SubmissionError {
    init(_ error: any Error) {
        guard let error = error as? ServiceError else {
            self = .serverFailure
            return
        }
        switch error {
        // "Not now": how long, and that nothing typed is lost.
        case .tooMany(_, let seconds):
            self = .rejected([
                ValidationError(
                    field: "report", code: .invalidFormat, message: Copy.Submission.tooMany(seconds: seconds))
            ])
        case .invalid, .unusable, .invalidParameter: self = .rejected(error.validationErrors)
        case .conflict(let message, let field):
            self = .rejected([ValidationError(field: field ?? "report", code: .invalidFormat, message: message)])
        case .notFound, .closed, .unauthenticated, .refused:
            self = .rejected([ValidationError(field: "report", code: .invalidFormat, message: error.message)])
        }
    }
}

extension BrowseError {
    init(_ error: any Error) {
        self = (error as? ServiceError) == .notFound ? .notFound : .serverFailure
    }
}

extension OwnerActionError {
    init(_ error: any Error) {
        guard let error = error as? ServiceError else {
            self = .serverFailure
            return
        }
        switch error {
        case .unauthenticated, .refused: self = .wrongPassword
        case .notFound: self = .notFound
        case .tooMany(_, let seconds): self = .tooManyAttempts(retryAfterSeconds: seconds)
        case .invalid, .unusable, .invalidParameter: self = .invalid(error.validationErrors)
        case .conflict, .closed: self = .serverFailure
        }
    }
}

extension ReachingError {
    init(_ error: any Error) {
        guard let error = error as? ServiceError else {
            self = .serverFailure
            return
        }
        switch error {
        case .notFound: self = .notFound
        case .closed: self = .closed
        case .tooMany(_, let seconds): self = .tooMany(retryAfterSeconds: seconds)
        case .invalid, .unusable, .invalidParameter: self = .invalid(error.validationErrors)
        case .conflict, .unauthenticated, .refused: self = .serverFailure
        }
    }
}
