import Observation
import PetSpotDomain

/// "Remove my report": the owner types the management password and the report is deleted.
@Observable @MainActor
public final class RemoveReportViewModel {
    public let reportID: String
    public let title = Copy.Removal.title
    public let explanation = Copy.Removal.explanation
    public let removeButtonTitle = Copy.Removal.removeButton
    public private(set) var password = ""
    /// Under the password field: what to fix.
    public private(set) var errorMessage: String?
    public private(set) var isRemoving = false
    public private(set) var isRemoved = false

    private let removing: any ReportRemoving

    public init(reportID: String, removing: any ReportRemoving) {
        self.reportID = reportID
        self.removing = removing
    }

    public var passwordFieldModel: ValidatedTextField.Model {
        ValidatedTextField.Model(label: Copy.Removal.passwordLabel, placeholder: Copy.Removal.passwordPlaceholder, text: password,
                                 errorMessage: errorMessage, isDisabled: isRemoving, accessibilityID: TestIdentifiers.Removal.passwordInput)
    }

    public func editPassword(_ text: String) {
        password = text
        errorMessage = nil
    }

    /// Deletes the report when the password is given; otherwise says what is wrong, keeping what was typed.
    public func removeTapped() async {
        guard !isRemoving, !isRemoved else { return }
        let typed = password.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !typed.isEmpty else {
            errorMessage = Copy.Removal.missingPassword
            return
        }
        isRemoving = true
        defer { isRemoving = false }
        do {
            try await removing.remove(id: reportID, managementPassword: typed)
            isRemoved = true
            errorMessage = nil
        } catch {
            errorMessage = error.message
        }
    }
}

extension RemovalError {
    var message: String {
        switch self {
        case .wrongPassword: Copy.Removal.wrongPassword
        case .tooManyAttempts(let seconds): Copy.Removal.tooManyAttempts(minutes: max(1, ((seconds ?? 900) + 59) / 60))
        case .notFound: Copy.Removal.alreadyRemoved
        case .noConnection: Copy.Removal.noConnection
        case .serverFailure: Copy.Removal.serverFailure
        }
    }
}
