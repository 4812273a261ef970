import Foundation
import Observation
import PetSpotDomain

/// "Contact the owner" on a report's page: a message and how to answer it (an email, a phone or
/// both), checked by the server's own rule (`MessageRequest.validate`) before it is sent, with the
/// line that PetSpot never asks for codes or payments. Nobody needs the owner's number.
@Observable @MainActor @dynamicMemberLookup
public final class ContactOwnerViewModel {
    public typealias Field = ContactOwnerForm.Field

    /// What was typed and answered, and all the screen shows of it (read as the model's own: `model.notice`).
    public private(set) var form: ContactOwnerForm

    private let reaching: any ReportReaching

    /// `status`: the report's; a found report's reporter is its finder, and the form says so.
    public init(reportID: String, status: AnnouncementStatus = .missing, reaching: any ReportReaching) {
        form = ContactOwnerForm(reportID: reportID, status: status)
        self.reaching = reaching
    }

    public subscript<Value>(dynamicMember keyPath: KeyPath<ContactOwnerForm, Value>) -> Value { form[keyPath: keyPath] }

    public func text(_ field: Field) -> String { form.text(field) }
    public func edit(_ field: Field, _ text: String) { form.edit(field, text) }

    /// Checks the message by the server's rule, then sends it; refused, each problem is under its field and what was typed stays.
    public func sendTapped() async {
        guard !form.isSending else { return }
        form.failure = nil
        form.isSent = false
        var body: [String: JSONValue] = [:]
        for field in Field.allCases where !text(field).isEmpty { body[field.rawValue] = .string(text(field)) }
        let message: MessageRequest
        switch MessageRequest.validate(body) {
        case .success(let valid): message = valid
        case .failure(let invalid):
            form.problems = invalid.errors
            form.failure = .invalid(invalid.errors)
            return
        }
        form.isSending = true
        defer { form.isSending = false }
        do {
            try await reaching.sendMessage(message, to: form.reportID)
            form.texts = [:]
            form.problems = []
            form.isSent = true
        } catch {
            if case .invalid(let errors) = error { form.problems = errors }
            form.failure = error
        }
    }
}
