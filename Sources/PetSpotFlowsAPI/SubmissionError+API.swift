import PetSpotAPI
import PetSpotDomain
import PetSpotFlows

extension SubmissionError {
    /// The wizard's view of a client failure: unreachable, refused (with the server's reasons), or failing.
    init(_ error: PetSpotAPIError) {
        switch error {
        case .noConnection:
            self = .noConnection
        case .rejected(let status, let envelope):
            // 429 means "not now", which the person handles like a server failure: try again later.
            guard status != 429 else {
                self = .serverFailure
                return
            }
            let problems = error.validationErrors
            self = .rejected(
                problems.isEmpty
                    ? [
                        ValidationError(
                            field: envelope.field ?? "report", code: .invalidFormat, message: envelope.message)
                    ]
                    : problems)
        case .serverFailure:
            self = .serverFailure
        }
    }
}
