import PetSpotDomain

/// Where a contact step's submission stands, and the alert to show when it failed.
public enum SubmissionPhase: Hashable, Sendable {
    case idle
    case submitting
    case failed(SubmissionError)

    public var isSubmitting: Bool { self == .submitting }

    /// The reference app's alerts: no connection, server failure (both with Try Again and Cancel),
    /// or what the server refused.
    public func alert(accessibilityID: String) -> AlertModel? {
        guard case .failed(let error) = self else { return nil }
        let retryButtons: [AlertModel.Button] = [
            .init(title: Copy.Common.tryAgain, action: .retry), .init(title: Copy.Common.cancel, action: .cancel),
        ]
        switch error {
        case .noConnection:
            return AlertModel(
                title: Copy.Submission.failedTitle, message: Copy.Submission.noConnection,
                buttons: retryButtons, accessibilityID: accessibilityID)
        case .serverFailure:
            return AlertModel(
                title: Copy.Submission.failedTitle, message: Copy.Submission.serverFailure,
                buttons: retryButtons, accessibilityID: accessibilityID)
        case .rejected(let errors):
            return AlertModel(
                title: Copy.Submission.rejectedTitle, message: errors.map(\.message).joined(separator: "\n"),
                buttons: [.init(title: Copy.Common.close, action: .cancel)], accessibilityID: accessibilityID)
        }
    }
}
