import PetSpotDomain
import PetSpotFlows

/// What every wizard step shows around its fields: header, progress, notices and footer.
struct WizardChrome {
    let pageTitle: String
    let screenTitle: String
    let progress: String?
    /// What a screen reader says for `progress`: "Step 1 of 4".
    let progressLabel: String?
    let progressTestID: String
    let action: String
    let multipart: Bool
    let headerIntent: String
    let headerLabel: String
    let headerIsClose: Bool
    let headerTestID: String
    let cancelTitle = Copy.Common.cancel
    let cancelTestID: String
    /// Set when the wizard holds something Cancel would throw away: the script asks first.
    let cancelConfirmation: String?
    let heading: String
    let body: String?
    let toast: NoticeView?
    let banner: NoticeView?
    let alert: NoticeView?
    let continueTitle: String
    let continueTestID: String
    /// Drawn disabled (seed 003) yet still sendable: a press explains what is missing.
    let continueLooksDisabled: Bool
    let focusFirstError: Bool
    /// The Found wizard's first step: "Found a pet? What to do now", the finder's guide.
    var guideLink: (href: String, title: String, testID: String)?
}

struct MicrochipPage: Sendable {
    let chrome: WizardChrome
    let field: TextFieldView
}

struct PhotoPage: Sendable {
    struct Card {
        let fileName: String
        let size: String
        let previewURL: String
        let testID: String
    }

    let chrome: WizardChrome
    let inputTestID: String
    let chosenTestID: String
    let browseTitle = Copy.Photo.browse
    let emptyPrimary: String
    let emptySecondary: String
    let photo: Card?
    let helper: String?
    let removeTitle = Copy.Photo.remove
    let removeTestID: String
    let accept = PhotoType.allCases.map(\.mimeType).joined(separator: ",")
    /// The script checks a chosen file before sending it, with the rule's own limit and words.
    let maxBytes = PhotoRule.maxBytes
    let tooLargeMessage = Copy.Photo.tooLarge("{name}")
    let unsupportedMessage = Copy.Photo.unsupportedType("{name}")
    let photoAlt = Copy.Web.photoAlt
}

struct AnimalDetailsPage: Sendable {
    let chrome: WizardChrome
    let details: AnimalDetailsFields
}

struct ContactPage: Sendable {
    let chrome: WizardChrome
    let fieldViews: [TextFieldView]
    let address: TextAreaFieldView?
    let contactVisibility: RadioGroupView
}

struct CompletionPage: Sendable {
    let pageTitle: String
    let action: String
    let title: String
    let titleTestID: String
    let body: String
    let explanation: String
    let password: String
    let passwordTestID: String
    let copyTitle = Copy.Web.copyPassword
    let copiedMessage = Copy.Submission.passwordCopied
    let copiedTestID: String
    let copyTestID: String
    let closeTitle: String
    let closeTestID: String
    let reportHref: String
    let reportTitle: String
    let reportTestID: String
    let manageHref: String
    let manageTitle: String
    let manageTestID: String
    /// "Print a flyer": the report's sheet for lamp posts, from the moment it is published.
    let flyerHref: String
    let flyerTitle = FlyerPresentation.linkTitle
    let flyerTestID = FlyerPresentation.linkAccessibilityID
    /// "One more step: open the mail…", when the report named an address.
    let confirmMail: String?
    let confirmMailTestID: String
    /// "Share the report", where the site's address is known (always, on the web).
    let sharing: ReportSharing?
    /// The possible matches already found, loaded as the page is made.
    var matches: MatchesView?
    /// A finder's report: what to do now (the guide for its place's country), its paper collars.
    var finderGuide: FinderGuide?
    var reportID = ""
    var collarTitle = ""
    var collarTestID = ""
    var guideTestID = ""
    var collarHref: String { SitePath.collar(.value(reportID)).path }
    var guideHref: String { SitePath.finderGuide.path + "?report=" + reportID }
}
