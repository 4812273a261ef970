import Foundation
import Observation
import PetSpotDomain

/// "Manage my report": the owner signs in with the report's id and management password, then keeps
/// the report true: the pet on the wizard's own animal details screen (`petDetails`: its rules,
/// components, GPS and species list), the contact with the wizards' field copy, all checked by the
/// create rules through `ReportEdit` (the server's own) and sent as one merge patch of what
/// changed. The owner marks the pet home or closes the report after a question, reopens it, renews
/// it and sees when it expires, or removes it.
@Observable @MainActor
public final class ManageReportViewModel {
    /// What the owner is asked to confirm.
    public enum Question: String, Hashable, Sendable, CaseIterable {
        case reunite, close, remove
        /// A sighting's Remove: which one is `sightingToRemove`.
        case removeSighting
    }

    /// The sighting the owner is asked about before it goes.
    public private(set) var sightingToRemove: String?

    /// What the last action did; its raw value lets a page say it again after a redirect.
    public enum Outcome: String, Hashable, Sendable, CaseIterable {
        case saved, nothingChanged = "nothing-changed", reunited, closed, reopened, renewed, sightingRemoved = "sighting-removed"
        /// A sign-in link was asked for (whether one went is not said).
        case signInLinkSent = "sign-in-link-sent"
        /// Signed in by a mailed link: the notice shows the new code.
        case signedInByLink = "signed-in-by-link"
        case mailResumed = "mail-resumed"
        case mailLanguageSaved = "mail-language-saved"
    }

    public let reportID: String
    /// The report as its owner sees it; `nil` until signed in.
    public private(set) var report: Announcement?
    public private(set) var password = ""
    /// Why the last sign-in or action failed.
    public private(set) var failure: OwnerActionFailure?
    /// The edit's problems, by wire field name; the report is unchanged while there are any.
    public private(set) var problems: [ValidationError] = []
    /// What the owner typed, per field, as typed.
    public private(set) var texts: [ManagedField: String] = [:]
    /// The pet's fields: the report's wizard step (Missing or Found) opened on the report; `nil`
    /// until signed in.
    public private(set) var petDetails: AnimalDetailsViewModel?
    /// Who sees the phone and email, as the owner chose it on this page.
    public private(set) var contactVisibility = ContactVisibilityChoice.preselected
    public private(set) var question: Question?
    /// What the last action did, said once.
    public private(set) var outcome: Outcome?
    public private(set) var isWorking = false
    public private(set) var isRemoved = false
    /// What people told the owner; `nil` until signed in (or while it could not be read).
    public private(set) var inbox: OwnerInbox?
    /// Where the report's mail stands; `nil` until signed in (or while it could not be read).
    public private(set) var mailStatus: OwnerMailStatus?

    private let managing: any ReportManaging
    private let environment: FlowEnvironment
    private let taxonomy: TaxonomyProvider
    private var clock: any WallClock { environment.wallClock }

    /// `environment` and `taxonomy`: the wizards' (the pet's fields are theirs, GPS and species list
    /// included). `failure` and `outcome`: those of an action made before this model (a page shown
    /// after its form's redirect).
    public init(reportID: String, managing: any ReportManaging, environment: FlowEnvironment, taxonomy: TaxonomyProvider,
                failure: OwnerActionFailure? = nil, outcome: Outcome? = nil) {
        self.reportID = reportID
        self.managing = managing
        self.environment = environment
        self.taxonomy = taxonomy
        self.failure = failure
        self.outcome = outcome
    }

    /// What the last action did, in words.
    public var notice: String? {
        switch outcome {
        case nil: nil
        case .saved?: Copy.Manage.saved
        case .nothingChanged?: Copy.Manage.nothingChanged
        case .reunited?: Copy.Manage.reunitedDone
        case .closed?: Copy.Manage.closedDone
        case .reopened?: Copy.Manage.reopenedDone
        case .sightingRemoved?: Copy.Manage.sightingRemoved
        case .renewed?: report?.expiresAt.map { Copy.Manage.renewedDone(until: ReportStanding.day($0, clock.timeZone)) }
        case .signInLinkSent?: Copy.Manage.signInLinkSent
        case .signedInByLink?: isSignedIn ? Copy.Manage.newCode(password) : nil
        case .mailResumed?: Copy.Manage.mailResumed
        case .mailLanguageSaved?: Copy.Manage.mailLanguageSaved(mailStatus?.language?.name ?? "")
        }
    }

    public var isSignedIn: Bool { report != nil }

    /// What went wrong, in the words of this screen (nothing was changed).
    public var failureMessage: String? {
        switch failure {
        case .noConnection?: Copy.Manage.noConnection
        case .serverFailure?: Copy.Manage.serverFailure
        default: failure?.message
        }
    }
    public let title = Copy.Manage.title
    public let signInExplanation = Copy.Manage.signInExplanation
    /// For the owner who lost the code: what the sign-in link is, and its button.
    public let lostCodeExplanation = Copy.Manage.lostCode
    public let signInLinkTitle = Copy.Manage.signInLinkButton

    // MARK: Signing in

    public var passwordFieldModel: ValidatedTextField.Model {
        ValidatedTextField.Model(label: Copy.Removal.passwordLabel, placeholder: Copy.Removal.passwordPlaceholder, text: password,
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
    private func readInboxAndMail() async {
        inbox = try? await managing.inbox(id: reportID, managementPassword: password)
        mailStatus = try? await managing.mailStatus(id: reportID, managementPassword: password)
    }

    // MARK: Mail

    /// Where the report's mail stands, in words: on, stopped by its link, or waiting for the
    /// address to confirm (what people send is kept here meanwhile); `nil` without an email.
    public var mailLine: String? {
        guard let mailStatus, let confirmed = mailStatus.addressConfirmed else { return nil }
        if mailStatus.stopped { return Copy.Manage.mailStopped }
        return confirmed ? Copy.Manage.mailOn : Copy.Manage.mailUnconfirmed
    }

    /// How many neighbours' area alerts mailed the report, as its owner's read last said (an edit's
    /// answer does not carry it, so it is kept): "Your report was sent to 37 neighbours"; `nil` for none.
    public private(set) var alertsSent: Int?
    public var alertsLine: String? { alertsSent.flatMap { $0 > 0 ? Copy.Manage.alertsSent($0) : nil } }

    /// A report whose mail its owner stopped may have it again.
    public var canResumeMail: Bool { mailStatus?.stopped == true }
    public let resumeMailTitle = Copy.Manage.resumeMailButton

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
    public let mailLanguages = Language.allCases
    public let mailLanguageTitle = Copy.Manage.mailLanguage
    public let mailLanguageSaveTitle = Copy.Manage.mailLanguageSave

    public func setMailLanguage(_ language: Language) async {
        let password = self.password
        await act { (managing: any ReportManaging) async throws(OwnerActionError) in
            self.mailStatus = try await managing.setMailLanguage(language, id: self.reportID, managementPassword: password)
            self.outcome = .mailLanguageSaved
        }
    }

    // MARK: What people told the owner

    public var messageRows: [OwnerInbox.Row] { inbox?.messageRows(in: clock.timeZone) ?? [] }
    public var sightingRows: [OwnerInbox.Row] { inbox?.sightingRows(in: clock.timeZone) ?? [] }

    /// Removes a sighting (a mistaken or malicious one) from the report's page and map.
    public func removeSighting(_ sightingID: String) async {
        let password = self.password
        await act { (managing: any ReportManaging) async throws(OwnerActionError) in
            try await managing.removeSighting(sightingID, id: self.reportID, managementPassword: password)
            self.inbox?.sightings.removeAll { $0.id == sightingID }
            self.outcome = .sightingRemoved
        }
    }

    // MARK: Where it stands

    public var standing: ReportStanding? { report?.standing(at: clock.now) }
    public var statusLine: String? { standing?.ownerLine(in: clock.timeZone) }
    public var isResolved: Bool { report?.resolution != nil }
    /// Renewal is offered while the report is not resolved (an expired one is listed again).
    public var canRenew: Bool { isSignedIn && !isResolved }

    // MARK: Editing

    public func text(_ field: ManagedField) -> String { texts[field] ?? "" }

    public func edit(_ field: ManagedField, _ text: String) {
        texts[field] = TextLimit.capped(text, to: field.limit)
        problems.removeAll { field.problemFields.contains($0.field) }
        outcome = nil
    }

    public func errorMessage(_ field: ManagedField) -> String? {
        problems.first { field.problemFields.contains($0.field) }?.message
    }

    /// The server's problems with the pet's fields (the form checks the same rules first, so
    /// these are rare: a rule the server has and this app does not yet), said together.
    public var petProblemsMessage: String? {
        let placed = Set(ManagedField.allCases.flatMap(\.problemFields))
        let messages = problems.filter { !placed.contains($0.field) }.map(\.message)
        return messages.isEmpty ? nil : messages.joined(separator: " ")
    }

    public func fieldModel(_ field: ManagedField) -> ValidatedTextField.Model {
        ValidatedTextField.Model(label: field.label, placeholder: field.placeholder, text: text(field), errorMessage: errorMessage(field),
                                 isDisabled: isWorking, keyboardType: field.keyboardType, accessibilityID: field.accessibilityID)
    }

    /// A multi-line field (`ManagedField.isMultiline`) with its counter.
    public func textAreaModel(_ field: ManagedField) -> TextAreaView.Model {
        TextAreaView.Model(label: field.label, placeholder: field.placeholder, text: text(field), maxLength: field.limit,
                           errorMessage: errorMessage(field), helperText: field.helperText, accessibilityID: field.accessibilityID)
    }

    public var contactVisibilityModel: SelectorView.Model {
        ContactVisibilityChoice.model(contactVisibility, ids: .manage)
    }

    public func chooseContactVisibility(_ visibility: ContactVisibility) {
        contactVisibility = visibility
        outcome = nil
    }

    /// The merge patch of what the owner changed, pet and contact: a cleared field is `null`. The
    /// pet's part is there once its form is complete.
    public var patch: [String: JSONValue] {
        guard let report else { return [:] }
        var edited = report.content
        if let petDetails, let described = petDetails.form.describing(edited, variant: petDetails.variant) { edited = described }
        for field in ManagedField.allCases { edited[keyPath: field.value] = FreeText.normalized(text(field)) }
        edited.contactVisibility = contactVisibility
        return report.content.mergePatch(to: edited)
    }

    /// Checks the changes by the wizard's rules and the create rules first (what the server
    /// checks), then saves them; a problem is shown under its field and nothing is sent.
    public func saveTapped() async {
        guard let report, !isWorking else { return }
        outcome = nil
        if let petDetails, !petDetails.isContinueEnabled {
            petDetails.revealProblems()
            return
        }
        let patch = self.patch
        guard !patch.isEmpty else {
            outcome = .nothingChanged
            return
        }
        if case .failure(let failure) = ReportEdit(content: report.content, resolution: report.resolution).applying(patch, now: clock.now) {
            problems = failure.errors
            return
        }
        await change(patch, done: .saved)
    }

    // MARK: Resolving, renewing, removing

    /// Asks `question`; a sighting's removal is asked with `askToRemoveSighting(_:)`, which names it.
    public func ask(_ question: Question) {
        guard isSignedIn, !isWorking, question != .removeSighting else { return }
        self.question = question
    }

    /// The report is a found one: its reporter is the finder, and "my pet is home" is not theirs to say.
    private var isFinders: Bool { report?.status == .found }

    /// The contact fields this report's reporter edits, as their wizard asked them: a finder offers
    /// no reward, and tells who looks after the pet and where it is now.
    public var fields: [ManagedField] {
        ManagedField.allCases.filter { isFinders ? !$0.isOwnersOnly : !$0.isFindersOnly }
    }

    /// The action that says the pet is home: the owner's words, or the finder's.
    public var reunitedTitle: String { isFinders ? Copy.Manage.returnedButton : Copy.Manage.reunitedButton }

    public func cancelQuestion() {
        question = nil
        sightingToRemove = nil
    }

    /// A sighting's Remove asks first: a tap too many must not take away what a witness saw.
    public func askToRemoveSighting(_ sightingID: String) {
        guard isSignedIn, !isWorking, inbox?.sightings.contains(where: { $0.id == sightingID }) != false else { return }
        sightingToRemove = sightingID
        question = .removeSighting
    }

    public var confirmation: ConfirmationModel? {
        question.map { question in
            let (title, message, confirm): (String, String, String) = switch question {
            case .reunite where isFinders:
                (Copy.Manage.returnedQuestionTitle, Copy.Manage.reunitedQuestion, Copy.Manage.returnedConfirm)
            case .reunite: (Copy.Manage.reunitedQuestionTitle, Copy.Manage.reunitedQuestion, Copy.Manage.reunitedConfirm)
            case .close: (Copy.Manage.closeQuestionTitle, Copy.Manage.closeQuestion, Copy.Manage.closeConfirm)
            case .remove: (Copy.Manage.removeQuestionTitle, Copy.Manage.removeQuestion, Copy.Manage.removeConfirm)
            case .removeSighting: (Copy.Manage.removeSightingQuestionTitle, Copy.Manage.removeSightingQuestion, Copy.Manage.removeSightingConfirm)
            }
            return ConfirmationModel(title: title, message: message, confirmTitle: confirm, cancelTitle: Copy.Manage.cancel,
                                     isDestructive: question == .remove || question == .removeSighting, accessibilityID: TestIdentifiers.Manage.confirmation,
                                     confirmAccessibilityID: TestIdentifiers.Manage.confirmButton,
                                     cancelAccessibilityID: TestIdentifiers.Manage.cancelButton)
        }
    }

    /// Does what the question asked, once the owner said yes.
    public func confirm() async {
        guard let question else { return }
        self.question = nil
        switch question {
        case .removeSighting:
            guard let sightingID = sightingToRemove else { return }
            sightingToRemove = nil
            await removeSighting(sightingID)
        case .reunite: await change([ReportEdit.resolutionMember: .string(Resolution.reunited.rawValue)], done: .reunited)
        case .close: await change([ReportEdit.resolutionMember: .string(Resolution.closed.rawValue)], done: .closed)
        case .remove:
            let password = self.password
            await act { (managing: any ReportManaging) async throws(OwnerActionError) in
                try await managing.remove(id: self.reportID, managementPassword: password)
                self.isRemoved = true
            }
        }
    }

    public func reopenTapped() async {
        guard isResolved else { return }
        await change([ReportEdit.resolutionMember: .null], done: .reopened)
    }

    public func renewTapped() async {
        guard canRenew else { return }
        outcome = nil
        let password = self.password
        await act { (managing: any ReportManaging) async throws(OwnerActionError) in
            self.show(try await managing.renew(id: self.reportID, managementPassword: password))
            self.outcome = .renewed
        }
    }

    // MARK: -

    private func change(_ patch: [String: JSONValue], done: Outcome) async {
        outcome = nil
        let password = self.password
        await act { (managing: any ReportManaging) async throws(OwnerActionError) in
            do throws(OwnerActionError) {
                self.show(try await managing.edit(id: self.reportID, managementPassword: password, patch: patch))
                self.outcome = done
            } catch {
                guard case .invalid(let problems) = error else { throw error }
                self.problems = problems
            }
        }
    }

    /// Runs one call at a time; a failure is said, and the report and what was typed stay.
    private func act(_ call: (any ReportManaging) async throws(OwnerActionError) -> Void) async {
        guard !isWorking else { return }
        isWorking = true
        defer { isWorking = false }
        do {
            try await call(managing)
            failure = nil
        } catch {
            failure = OwnerActionFailure(error)
        }
    }

    /// Shows the report as the server answered it; the fields show its values again.
    private func show(_ report: Announcement) {
        self.report = report
        if let sent = report.alertsSent { alertsSent = sent }
        problems = []
        for field in ManagedField.allCases { texts[field] = report.content[keyPath: field.value] ?? "" }
        contactVisibility = report.contactVisibility
        let variant: AnimalDetailsVariant = report.status == .missing ? .missing : .found
        petDetails = AnimalDetailsViewModel(host: ManagedPetDetails(report: report.content, environment: environment, taxonomy: taxonomy),
                                            variant: variant, ids: .manage(variant))
    }
}
