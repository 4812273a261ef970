import Foundation
import PetSpotDomain

/// The report's mail: where it stands, resuming it, and the language it is written in.
extension ManageReportViewModel {
    // MARK: Mail

    /// Where the report's mail stands, in words: on, stopped by its link, or waiting for the
    /// address to confirm (what people send is kept here meanwhile); `nil` without an email.
    public var mailLine: String? {
        guard let mailStatus, let confirmed = mailStatus.addressConfirmed else { return nil }
        if mailStatus.stopped { return Copy.Manage.mailStopped }
        return confirmed ? Copy.Manage.mailOn : Copy.Manage.mailUnconfirmed
    }

    public var alertsLine: String? { alertsSent.flatMap { $0 > 0 ? Copy.Manage.alertsSent($0) : nil } }

    /// A report whose mail its owner stopped may have it again.
    public var canResumeMail: Bool { mailStatus?.stopped == true }
    public var resumeMailTitle: String { Copy.Manage.resumeMailButton }

    public func resumeMail() async {
        let password = self.password
        await act { (managing: any ReportManaging) async throws(OwnerActionError) in
            self.mailStatus = try await managing.setMailStopped(false, id: self.reportID, managementPassword: password)
            self.outcome = .mailResumed
        }
    }

    // MARK: The mail's language

    /// The language the report's mail is written in, which its owner may change (a report with an
    /// email only); `nil` until read.
    public var mailLanguage: Language? { mailStatus?.addressConfirmed == nil ? nil : mailStatus?.language }
    public var mailLanguages: [Language] { Language.allCases }
    public var mailLanguageTitle: String { Copy.Manage.mailLanguage }
    public var mailLanguageSaveTitle: String { Copy.Manage.mailLanguageSave }

    public func setMailLanguage(_ language: Language) async {
        let password = self.password
        await act { (managing: any ReportManaging) async throws(OwnerActionError) in
            self.mailStatus = try await managing.setMailLanguage(
                language, id: self.reportID, managementPassword: password)
            self.outcome = .mailLanguageSaved
        }
    }
}
