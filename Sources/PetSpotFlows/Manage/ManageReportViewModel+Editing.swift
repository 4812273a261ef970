import Foundation
import PetSpotDomain

/// Editing: the typed fields, their problems, who sees the contact, and the patch of what changed.
extension ManageReportViewModel {
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
        ValidatedTextField.Model(
            label: field.label, placeholder: field.placeholder, text: text(field), errorMessage: errorMessage(field),
            isDisabled: isWorking, keyboardType: field.keyboardType, accessibilityID: field.accessibilityID)
    }

    /// A multi-line field (`ManagedField.isMultiline`) with its counter.
    public func textAreaModel(_ field: ManagedField) -> TextAreaView.Model {
        TextAreaView.Model(
            label: field.label, placeholder: field.placeholder, text: text(field), maxLength: field.limit,
            errorMessage: errorMessage(field), helperText: field.helperText, accessibilityID: field.accessibilityID)
    }

    public var contactVisibilityIDs: ContactVisibilityIdentifiers { .manage }

    public func keepContactVisibility(_ visibility: ContactVisibility) {
        contactVisibility = visibility
        outcome = nil
    }

    /// The merge patch of what the owner changed, pet and contact: a cleared field is `null`. The
    /// pet's part is there once its form is complete.
    public var patch: [String: JSONValue] {
        guard let report else { return [:] }
        var edited = report.content
        if let petDetails, let described = petDetails.form.describing(edited, variant: petDetails.variant) {
            edited = described
        }
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
        if case .failure(let failure) = ReportEdit(content: report.content, resolution: report.resolution).applying(
            patch, now: clock.now)
        {
            problems = failure.errors
            return
        }
        await change(patch, done: .saved)
    }
}

extension ManageReportViewModel: AsksContactVisibility {}
