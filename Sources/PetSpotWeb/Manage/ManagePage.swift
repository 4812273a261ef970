import Foundation
import PetSpotDomain
import PetSpotFlows
import PetSpotMarkup

/// `/reports/{id}/manage`: the password form, then the owner's page over `ManageReportViewModel`:
/// where the report stands, its editable fields, and the actions (each a button of one form,
/// named by its intent), or the question an action asks first.
@MainActor
struct ManagePage {
    /// The password field's name (and, in `FieldID`, its id).
    nonisolated static let passwordField = "password"

    struct Action {
        let intent: String
        let title: String
        let testID: String
        let style: String
    }

    struct Context: Sendable {
        let pageTitle: String
        let title: String
        let reportTitle: String
        let reportHref: String
        let action: String
        let signIn: SignIn?
        let managing: Managing?
        let notice: String?
        let noticeTestID = TestIdentifiers.Manage.notice
        let failure: String?
        let failureTestID = TestIdentifiers.Manage.failure
        /// The page answers a Save that could not be made: focus goes to the first field to fix.
        let focusFirstError: Bool
        /// What Enter in a field sends (the form's first button): sign in, or save; never the GPS button.
        var defaultIntent: String { signIn == nil ? ManageIntent.save.rawValue : ManageIntent.signIn.rawValue }
        var defaultTitle: String { signIn == nil ? Copy.Manage.saveButton : Copy.Manage.signInButton }
    }

    struct SignIn {
        let explanation: String
        let field: TextFieldView
        /// The page answers a refused sign-in: the message is brought into view and focused.
        let focusError: Bool
        let buttonTitle = Copy.Manage.signInButton
        let buttonTestID = TestIdentifiers.Manage.signInButton
        /// For the owner who lost the code: a link mailed to the report's confirmed address.
        let lostCode: String
        let linkTitle: String
        let linkIntent = ManageIntent.emailSignInLink.rawValue
        let linkTestID = TestIdentifiers.Manage.signInLinkButton
    }

    struct Mail {
        let line: String
        let testID = TestIdentifiers.Manage.mailStatus
        let resume: Action?
        let language: MailLanguage?
    }

    /// The language the report's mail is written in: one choice per language, and its Save.
    struct MailLanguage {
        let label: String
        let name = ManagePage.mailLanguageField
        let options: [(code: String, name: String, selected: Bool)]
        let testID = TestIdentifiers.Manage.mailLanguageInput
        let save: Action
    }

    nonisolated static let mailLanguageField = "mailLanguage"

    /// "Your report was sent to 37 neighbours who asked for alerts of this area."
    struct AlertsSent {
        let line: String
        let testID = TestIdentifiers.Manage.alertsSent
    }

    /// "Print a flyer", and how often its code was opened: "Your flyer's code was opened 12 times,
    /// last yesterday at 18:40" (nothing before the first flyer).
    struct Flyer {
        let href: String
        let title = FlyerPresentation.linkTitle
        let testID = FlyerPresentation.linkAccessibilityID
        let visits: String?
        let visitsTestID = TestIdentifiers.Flyer.visits
    }

    /// Messages or sightings people sent, newest first.
    struct Inbox {
        struct Item {
            let text: String
            let detail: String
            /// How to answer, each way a link.
            let contactWays: [ContactWay]
            let contactLabel = Copy.Reaching.replyLabel
            /// The sighting's Remove button (`ask-remove-sighting:{id}`, which asks first); messages have none.
            let removeIntent: String?
            /// Its scam warnings (sentences), and a message's verdict buttons (`verdict-scam:{id}`, …) and line.
            var warnings: [String] = []
            var verdictIntents: (scam: String, genuine: String)?
            var verdictLine: String?
        }

        let title: String
        let items: [Item]
        let empty: String
        let testID: String
        let itemTestID: String
        let removeTitle = Copy.Reaching.removeSighting
        let removeTestID = TestIdentifiers.Reaching.removeSightingButton
        let warningTitle = Copy.Scams.title
        let warningTestID = TestIdentifiers.Reaching.inboxScamWarning
        let scamTitle = Copy.Scams.markScam
        let scamTestID = TestIdentifiers.Reaching.markScamButton
        let genuineTitle = Copy.Scams.markGenuine
        let genuineTestID = TestIdentifiers.Reaching.markGenuineButton
        let verdictTestID = TestIdentifiers.Reaching.verdict
    }

    nonisolated static let reunitedHowPrefix = "reunited-how:"
    nonisolated static let reunionPlaceField = "reunionPlace"
    nonisolated static let verdictScamPrefix = "verdict-scam:"
    nonisolated static let verdictGenuinePrefix = "verdict-genuine:"

    nonisolated static let removeSightingPrefix = "remove-sighting:"
    nonisolated static let askRemoveSightingPrefix = "ask-remove-sighting:"

    /// The sighting or message an intent with `prefix` names, if it is one: an id, nothing else.
    /// The id ends a path (`…/sightings/{id}`), so `..` would make it the report's own
    /// (`remove-sighting:..` deleted the whole report).
    static func itemID(in text: String, after prefix: String = removeSightingPrefix) -> String? {
        guard text.hasPrefix(prefix) else { return nil }
        return UUID(uuidString: String(text.dropFirst(prefix.count)))?.uuidString.lowercased()
    }

    struct Managing {
        let status: String
        let statusTestID = TestIdentifiers.Manage.status
        let question: NoticeView?
        let editHeading = Copy.Manage.editHeading
        /// The pet's toast, GPS alert and offline banner.
        let petNotices: [NoticeView]
        /// The server's problems with the pet's fields that no field shows.
        let petProblems: String?
        let pet: AnimalDetailsFields?
        /// The contact fields, each a text field or (the address) a text area.
        let fields: [HTML]
        let contactVisibility: RadioGroupView
        let saveTitle = Copy.Manage.saveButton
        let saveTestID = TestIdentifiers.Manage.saveButton
        let actions: [Action]
        /// "How did Luna get home?", while it stands; what was said, once said.
        var reunion: ReunionQuestion?
        var reunionLine: String?
        let messages: Inbox
        let sightings: Inbox
        /// Where the report's mail stands, and the button that has it sent again after its stop link.
        let mail: Mail?
        let alertsSent: AlertsSent?
        let flyer: Flyer
        /// A found report's paper collars.
        var collarHref: String?
        let collarTitle = Copy.Collar.link
        let collarTestID = TestIdentifiers.Collar.manageLink
        /// The report's possible matches (read by the page, not the view model).
        var matches: MatchesView? = nil
        let signOutTitle = Copy.Manage.signOut
        let signOutTestID = TestIdentifiers.Manage.signOutButton
    }

    /// The page of `model` as it stands (signed in or not, a question asked or not).
    static func context(
        _ model: ManageReportViewModel, reportID: String, focusFirstError: Bool = false, matches: MatchesView? = nil,
        flyerVisits: String? = nil
    ) -> Context {
        let reportTitle = model.report?.displayTitle ?? ""
        var managing: Managing?
        if model.isSignedIn {
            var actions: [Action] = []
            if model.isResolved {
                actions.append(
                    Action(
                        intent: ManageIntent.reopen.rawValue, title: Copy.Manage.reopenButton,
                        testID: TestIdentifiers.Manage.reopenButton, style: "button-outline"))
            } else {
                actions.append(
                    Action(
                        intent: ManageIntent.askReunite.rawValue, title: model.reunitedTitle,
                        testID: TestIdentifiers.Manage.reunitedButton, style: "button-primary"))
                actions.append(
                    Action(
                        intent: ManageIntent.askClose.rawValue, title: Copy.Manage.closeButton,
                        testID: TestIdentifiers.Manage.closeButton, style: "button-outline"))
            }
            if model.canRenew {
                actions.append(
                    Action(
                        intent: ManageIntent.renew.rawValue, title: Copy.Manage.renewButton,
                        testID: TestIdentifiers.Manage.renewButton, style: "button-outline"))
            }
            actions.append(
                Action(
                    intent: ManageIntent.askRemove.rawValue, title: Copy.Manage.removeButton,
                    testID: TestIdentifiers.Manage.removeButton, style: "button-danger"))
            managing = Managing(
                status: model.statusLine ?? "",
                question: model.confirmation.flatMap { confirmation in
                    model.question.map {
                        NoticeView(
                            confirmation, confirmIntent: ManageIntent.confirming($0, sighting: model.sightingToRemove))
                    }
                },
                petNotices: model.petDetails.map { pet in
                    [
                        pet.toast.map(NoticeView.init), pet.permissionAlert.map(NoticeView.init),
                        pet.offlineBanner.map(NoticeView.init),
                    ].compactMap { $0 }
                } ?? [],
                petProblems: model.petProblemsMessage,
                pet: model.petDetails.map { AnimalDetailsFields($0, dateIsDefault: false) },
                fields: model.fields.map { field in
                    field.isMultiline
                        ? TextAreaFieldView(model.textAreaModel(field), name: field.rawValue).html
                        : TextFieldView(
                            model.fieldModel(field), name: field.rawValue,
                            type: field == .email ? "email" : field.keyboardType == .phonePad ? "tel" : "text",
                            autocomplete: "off", maxLength: field.limit
                        ).html
                },
                contactVisibility: RadioGroupView(model.contactVisibilityModel, name: ContactVisibilityField.name),
                actions: actions, reunion: model.reunionQuestion, reunionLine: model.reunionLine,
                messages: Inbox(
                    title: Copy.Reaching.inboxTitle,
                    items: model.messageRows.map {
                        Inbox.Item(
                            text: $0.text, detail: $0.detail, contactWays: $0.contactWays, removeIntent: nil,
                            warnings: $0.warnings,
                            verdictIntents: (Self.verdictScamPrefix + $0.id, Self.verdictGenuinePrefix + $0.id),
                            verdictLine: $0.verdictLine)
                    }, empty: Copy.Reaching.noMessages, testID: TestIdentifiers.Reaching.inboxMessages,
                    itemTestID: TestIdentifiers.Reaching.inboxMessage),
                sightings: Inbox(
                    title: Copy.Reaching.sightingsTitle,
                    items: model.sightingRows.map {
                        Inbox.Item(
                            text: $0.text, detail: $0.detail, contactWays: $0.contactWays,
                            removeIntent: askRemoveSightingPrefix + $0.id, warnings: $0.warnings)
                    }, empty: Copy.Reaching.noSightings, testID: TestIdentifiers.Reaching.inboxSightings,
                    itemTestID: TestIdentifiers.Reaching.inboxSighting),
                mail: model.mailLine.map { line in
                    Mail(
                        line: line,
                        resume: model.canResumeMail
                            ? Action(
                                intent: ManageIntent.resumeMail.rawValue, title: model.resumeMailTitle,
                                testID: TestIdentifiers.Manage.resumeMailButton, style: "button-outline") : nil,
                        language: model.mailLanguage.map { current in
                            MailLanguage(
                                label: model.mailLanguageTitle,
                                options: model.mailLanguages.map { ($0.rawValue, $0.name, $0 == current) },
                                save: Action(
                                    intent: ManageIntent.mailLanguage.rawValue, title: model.mailLanguageSaveTitle,
                                    testID: TestIdentifiers.Manage.mailLanguageButton, style: "button-outline"))
                        })
                },
                alertsSent: model.alertsLine.map { AlertsSent(line: $0) },
                flyer: Flyer(href: SitePath.flyer(.value(reportID)).path, visits: flyerVisits),
                collarHref: model.report?.status == .found ? SitePath.collar(.value(reportID)).path : nil,
                matches: matches
            )
        }
        return Context(
            pageTitle: Copy.Manage.title, title: Copy.Manage.title, reportTitle: reportTitle,
            reportHref: SitePath.report(.value(reportID)).path,
            action: SitePath.manage(.value(reportID)).path,
            signIn: model.isSignedIn
                ? nil
                : SignIn(
                    explanation: model.signInExplanation,
                    field: TextFieldView(model.passwordFieldModel, name: ManagePage.passwordField, autocomplete: "off"),
                    focusError: model.failure != nil, lostCode: model.lostCodeExplanation,
                    linkTitle: model.signInLinkTitle),
            managing: managing, notice: model.notice, failure: model.isSignedIn ? model.failureMessage : nil,
            focusFirstError: focusFirstError
        )
    }
}

/// What a post to the manage page asks for (its `intent` button).
enum ManageIntent: String, CaseIterable {
    case signIn = "sign-in", save, askReunite = "ask-reunite", askClose = "ask-close", askRemove = "ask-remove"
    case confirmReunite = "confirm-reunite", confirmClose = "confirm-close", confirmRemove = "confirm-remove"
    case cancel, reopen, renew, signOut = "sign-out"
    /// "Email me a sign-in link", for the owner who lost the code.
    case emailSignInLink = "email-sign-in-link"
    /// The one button of a mailed sign-in link's page: only this POST redeems its token.
    case signInWithLink = "sign-in-with-link"
    case resumeMail = "resume-mail"
    case mailLanguage = "mail-language"
    /// The pet's fields, as the wizard step's buttons and partial updates name them.
    case refresh, gps, dismiss, retryTaxonomy
    /// The place's name looked up, and one of the places found chosen (`PlaceSearchView`).
    case findPlace, choosePlace

    /// The confirmed action of a question: a sighting's names it (`remove-sighting:{id}`).
    static func confirming(_ question: ManageReportViewModel.Question, sighting: String?) -> String {
        switch question {
        case .reunite: ManageIntent.confirmReunite.rawValue
        case .close: ManageIntent.confirmClose.rawValue
        case .remove: ManageIntent.confirmRemove.rawValue
        case .removeSighting: ManagePage.removeSightingPrefix + (sighting ?? "")
        }
    }

    /// The question an intent asks or answers.
    var question: ManageReportViewModel.Question? {
        switch self {
        case .askReunite, .confirmReunite: .reunite
        case .askClose, .confirmClose: .close
        case .askRemove, .confirmRemove: .remove
        case .signIn, .save, .cancel, .reopen, .renew, .signOut, .refresh, .gps, .dismiss, .retryTaxonomy,
            .emailSignInLink, .signInWithLink, .resumeMail,
            .mailLanguage, .findPlace, .choosePlace:
            nil
        }
    }
}

extension NoticeView {
    /// A question before an action: its two answers are the form's submit buttons.
    init(_ confirmation: ConfirmationModel, confirmIntent: String) {
        self.init(
            title: confirmation.title, message: confirmation.message, testID: confirmation.accessibilityID,
            actions: [
                Action(
                    intent: confirmIntent, title: confirmation.confirmTitle, testID: confirmation.confirmAccessibilityID
                ),
                Action(
                    intent: ManageIntent.cancel.rawValue, title: confirmation.cancelTitle,
                    testID: confirmation.cancelAccessibilityID),
            ], kind: "alert", role: "alert")
    }
}
