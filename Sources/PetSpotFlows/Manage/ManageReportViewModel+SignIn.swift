import Foundation
import PetSpotDomain

/// Signing in: with the code, by a mailed link, or asking for one.
extension ManageReportViewModel {
    // MARK: Signing in

    public var passwordFieldModel: ValidatedTextField.Model {
        ValidatedTextField.Model(
            label: Copy.Removal.passwordLabel, placeholder: Copy.Removal.passwordPlaceholder, text: password,
            errorMessage: isSignedIn ? nil : failureMessage, isDisabled: isWorking,
            accessibilityID: TestIdentifiers.Manage.passwordInput)
    }

    public func editPassword(_ text: String) {
        password = text
        failure = nil
    }

    /// Reads the report with the password; on success the owner manages it.
    public func signIn() async {
        let typed = password.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !typed.isEmpty else {
            failure = .missingPassword
            return
        }
        password = typed
        await act { (managing: any ReportManaging) async throws(OwnerActionError) in
            self.show(try await managing.report(id: self.reportID, managementPassword: typed))
            await self.readInboxAndMail()
        }
    }

    /// "Email me a sign-in link": asks the server to mail one to the report's confirmed address.
    public func requestSignInLink() async {
        await act { (managing: any ReportManaging) async throws(OwnerActionError) in
            try await managing.requestSignInLink(id: self.reportID)
            self.outcome = .signInLinkSent
        }
    }

    /// Signs in with the token of a mailed sign-in link: the owner manages the report with the new
    /// code it gave (shown once in the notice), as after typing a code.
    public func signIn(withLinkToken token: String) async {
        await act { (managing: any ReportManaging) async throws(OwnerActionError) in
            let signedIn = try await managing.signIn(id: self.reportID, linkToken: token)
            self.password = signedIn.managementPassword
            self.show(signedIn.report)
            self.outcome = .signedInByLink
            await self.readInboxAndMail()
        }
    }

    /// The page works without them: a failure here leaves them unread, not the owner signed out.
    func readInboxAndMail() async {
        inbox = try? await managing.inbox(id: reportID, managementPassword: password)
        mailStatus = try? await managing.mailStatus(id: reportID, managementPassword: password)
    }
}
