import Observation
import PetSpotDomain

/// The closing screen of a wizard (Missing: "Report created" summary; Found: confirmation): it
/// shows the management password once, copies it on tap, and closes the flow.
@Observable @MainActor
public final class ReportCompletionViewModel {
    public struct Content: Hashable, Sendable {
        public let title: String
        public let body: String
        public let passwordExplanation: String
        public let titleID: String
        public let passwordID: String
        public let closeButtonID: String
        public let copiedToastID: String
        public let copyButtonID: String
        public let viewReportID: String
        public let manageReportID: String
        /// Whose report it is: the owner's or the finder's (the confirm line's words).
        public let isFinders: Bool

        /// The line that the first mail's confirm button matters, naming the address it went to.
        public func confirmMail(_ address: String) -> String {
            isFinders ? Copy.FoundPet.Confirmation.confirmMail(address) : Copy.MissingPet.Summary.confirmMail(address)
        }

        public static var missing: Content {
            Content(
                title: Copy.MissingPet.Summary.title, body: Copy.MissingPet.Summary.body,
                passwordExplanation: Copy.MissingPet.Summary.passwordExplanation,
                titleID: TestIdentifiers.Summary.title, passwordID: TestIdentifiers.Summary.password,
                closeButtonID: TestIdentifiers.Summary.closeButton, copiedToastID: TestIdentifiers.Summary.copiedToast,
                copyButtonID: TestIdentifiers.Summary.copyButton, viewReportID: TestIdentifiers.Summary.viewReportLink,
                manageReportID: TestIdentifiers.Summary.manageLink, isFinders: false
            )
        }

        public static var found: Content {
            Content(
                title: Copy.FoundPet.Confirmation.title, body: Copy.FoundPet.Confirmation.body,
                passwordExplanation: Copy.FoundPet.Confirmation.passwordExplanation,
                titleID: TestIdentifiers.FoundConfirmation.title,
                passwordID: TestIdentifiers.FoundConfirmation.password,
                closeButtonID: TestIdentifiers.FoundConfirmation.closeButton,
                copiedToastID: TestIdentifiers.FoundConfirmation.copiedToast,
                copyButtonID: TestIdentifiers.FoundConfirmation.copyButton,
                viewReportID: TestIdentifiers.FoundConfirmation.viewReportLink,
                manageReportID: TestIdentifiers.FoundConfirmation.manageLink, isFinders: true
            )
        }
    }

    public let content: Content
    /// The published report's id: the screen links to it.
    public let reportID: String
    public let managementPassword: String
    /// "One more step: open the mail PetSpot sent to …": the first mail's confirm button, without
    /// which nobody's message reaches its owner by mail; `nil` when the report named no address.
    public let confirmMailLine: String?
    public let confirmMailAccessibilityID = TestIdentifiers.Share.confirmMail
    /// What a shared link of the report is titled ("Lost dog: Burek").
    public let shareTitle: String
    /// The report as it is shared, where the environment names the site (`FlowEnvironment.site`).
    public let sharing: ReportSharing?
    /// A finder's report: what to do now, for the country of its place (`nil` for an owner's).
    public let finderGuide: FinderGuide?
    /// A finder's report: its paper collars ("Am I lost? Scan me").
    public var collarTitle: String { Copy.Collar.link }
    public let collarAccessibilityID = TestIdentifiers.Collar.confirmationLink
    public let finderGuideAccessibilityID = TestIdentifiers.FinderGuide.confirmationLink
    public let closeButtonTitle = Copy.Common.close
    public let viewReportTitle = Copy.Common.viewReport
    /// Where the password is used: editing, "My pet is home", renewing, removing.
    public let manageReportTitle = Copy.Manage.title
    public private(set) var toast: ToastModel?

    private let pasteboard: any PasteboardWriting
    private let onClose: @MainActor () -> Void

    public init(
        content: Content, reportID: String, managementPassword: String, published: CreateAnnouncementRequest? = nil,
        countryCode: String? = nil, site: String? = nil, pasteboard: any PasteboardWriting,
        onClose: @escaping @MainActor () -> Void
    ) {
        finderGuide = content.isFinders ? FinderGuide(country: FinderGuide.Country(countryCode: countryCode)) : nil
        self.content = content
        self.reportID = reportID
        self.managementPassword = managementPassword
        confirmMailLine = published?.email.map(content.confirmMail)
        let shareTitle = published.map { Announcement.shareTitle(of: $0, resolution: nil) } ?? content.title
        self.shareTitle = shareTitle
        sharing = site.map { ReportSharing(reportID: reportID, site: $0, title: shareTitle) }
        self.pasteboard = pasteboard
        self.onClose = onClose
    }

    /// Tapping the password pill copies it and says so.
    public func copyPasswordTapped() async {
        await pasteboard.copy(managementPassword)
        toast = ToastModel(message: Copy.Submission.passwordCopied, accessibilityID: content.copiedToastID)
    }

    /// The "Code copied" toast has been shown long enough.
    public func dismissToast(_ shown: ToastModel) {
        toast.dismiss(shown)
    }

    public func closeTapped() {
        onClose()
    }
}
