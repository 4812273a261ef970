import Foundation
import PetSpotDomain

/// Resolving, renewing and removing, each after its question; and the one way an action is made.
extension ManageReportViewModel {
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
            let (title, message, confirm): (String, String, String) =
                switch question {
                case .reunite where isFinders:
                    (Copy.Manage.returnedQuestionTitle, Copy.Manage.reunitedQuestion, Copy.Manage.returnedConfirm)
                case .reunite:
                    (Copy.Manage.reunitedQuestionTitle, Copy.Manage.reunitedQuestion, Copy.Manage.reunitedConfirm)
                case .close: (Copy.Manage.closeQuestionTitle, Copy.Manage.closeQuestion, Copy.Manage.closeConfirm)
                case .remove: (Copy.Manage.removeQuestionTitle, Copy.Manage.removeQuestion, Copy.Manage.removeConfirm)
                case .removeSighting:
                    (
                        Copy.Manage.removeSightingQuestionTitle, Copy.Manage.removeSightingQuestion,
                        Copy.Manage.removeSightingConfirm
                    )
                }
            return ConfirmationModel(
                title: title, message: message, confirmTitle: confirm, cancelTitle: Copy.Manage.cancel,
                isDestructive: question == .remove || question == .removeSighting,
                accessibilityID: TestIdentifiers.Manage.confirmation,
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
        case .reunite:
            await change([ReportEdit.resolutionMember: .string(Resolution.reunited.rawValue)], done: .reunited)
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

    func change(_ patch: [String: JSONValue], done: Outcome) async {
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
    func act(_ call: (any ReportManaging) async throws(OwnerActionError) -> Void) async {
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
    func show(_ report: Announcement) {
        self.report = report
        if let sent = report.alertsSent { alertsSent = sent }
        problems = []
        for field in ManagedField.allCases { texts[field] = report.content[keyPath: field.value] ?? "" }
        contactVisibility = report.contactVisibility
        let variant: AnimalDetailsVariant = report.status == .missing ? .missing : .found
        petDetails = AnimalDetailsViewModel(
            host: ManagedPetDetails(report: report.content, environment: environment, taxonomy: taxonomy),
            variant: variant, ids: .manage(variant))
    }
}
