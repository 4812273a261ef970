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
    /// Why the last attempt did not remove the report.
    public private(set) var failure: RemovalFailure?
    /// Under the password field: what to fix.
    public var errorMessage: String? { failure?.message }
    public private(set) var isRemoving = false
    public private(set) var isRemoved = false

    private let removing: any ReportRemoving

    /// `failure`: the outcome of an attempt made before this model (a page shown after its form's redirect).
    public init(reportID: String, removing: any ReportRemoving, failure: RemovalFailure? = nil) {
        self.reportID = reportID
        self.removing = removing
        self.failure = failure
    }

    public var passwordFieldModel: ValidatedTextField.Model {
        ValidatedTextField.Model(label: Copy.Removal.passwordLabel, placeholder: Copy.Removal.passwordPlaceholder, text: password,
                                 errorMessage: errorMessage, isDisabled: isRemoving, accessibilityID: TestIdentifiers.Removal.passwordInput)
    }

    public func editPassword(_ text: String) {
        password = text
        failure = nil
    }

    /// Deletes the report when the password is given; otherwise says what is wrong, keeping what was typed.
    public func removeTapped() async {
        guard !isRemoving, !isRemoved else { return }
        let typed = password.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !typed.isEmpty else {
            failure = .missingPassword
            return
        }
        isRemoving = true
        defer { isRemoving = false }
        do {
            try await removing.remove(id: reportID, managementPassword: typed)
            isRemoved = true
            failure = nil
        } catch {
            failure = RemovalFailure(error)
        }
    }
}
