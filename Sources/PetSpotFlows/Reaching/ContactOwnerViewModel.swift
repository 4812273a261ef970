import Foundation
import Observation
import PetSpotDomain

/// "Contact the owner" on a report's page: a message and how to answer it (an email, a phone or
/// both), checked by the server's own rule (`MessageRequest.validate`) before it is sent, with the
/// line that PetSpot never asks for codes or payments. Nobody needs the owner's number.
@Observable @MainActor
public final class ContactOwnerViewModel {
    public enum Field: String, CaseIterable, Sendable {
        case message, replyEmail, replyPhone
    }

    public let reportID: String
    public private(set) var texts: [Field: String] = [:]
    /// The problems of the last send, by wire field name; a field's goes when it is edited.
    public private(set) var problems: [ValidationError] = []
    public private(set) var failure: ReachingError?
    public private(set) var isSending = false
    /// The message went: the form is empty again and says so.
    public private(set) var isSent = false

    private let reaching: any ReportReaching

    /// `status`: the report's; a found report's reporter is its finder, and the form says so.
    public init(reportID: String, status: AnnouncementStatus = .missing, reaching: any ReportReaching) {
        self.reportID = reportID
        self.reaching = reaching
        isToFinder = status == .found
    }

    private let isToFinder: Bool
    public var title: String { isToFinder ? Copy.Reaching.contactFinderTitle : Copy.Reaching.contactTitle }
    public var explanation: String { isToFinder ? Copy.Reaching.contactFinderExplanation : Copy.Reaching.contactExplanation }
    public let scamWarning = Copy.Reaching.scamWarning
    public let sendTitle = Copy.Reaching.sendMessage

    public func text(_ field: Field) -> String { texts[field] ?? "" }

    public func edit(_ field: Field, _ text: String) {
        texts[field] = field == .message ? TextLimit.capped(text, to: MessageRequest.messageLimit) : text
        problems.removeAll { $0.field == field.rawValue || (field != .message && $0.field == CreateAnnouncementRequest.contactField) }
        isSent = false
    }

    public var messageModel: TextAreaView.Model {
        TextAreaView.Model(label: Copy.Reaching.message, placeholder: Copy.Reaching.messagePlaceholder, text: text(.message),
                           maxLength: MessageRequest.messageLimit, errorMessage: problems.message(for: Field.message.rawValue),
                           accessibilityID: TestIdentifiers.Reaching.messageInput)
    }

    public var replyEmailModel: ValidatedTextField.Model {
        ValidatedTextField.Model(label: Copy.Reaching.replyEmail, placeholder: Copy.MissingPet.OwnersDetails.emailPlaceholder,
                                 text: text(.replyEmail), errorMessage: replyProblem(.replyEmail), isDisabled: isSending,
                                 keyboardType: .emailAddress, accessibilityID: TestIdentifiers.Reaching.replyEmailInput)
    }

    public var replyPhoneModel: ValidatedTextField.Model {
        ValidatedTextField.Model(label: Copy.Reaching.replyPhone, placeholder: Copy.MissingPet.OwnersDetails.phonePlaceholder,
                                 text: text(.replyPhone), errorMessage: replyProblem(.replyPhone), isDisabled: isSending,
                                 keyboardType: .phonePad, accessibilityID: TestIdentifiers.Reaching.replyPhoneInput)
    }

    /// What the form says above its button: sent, or why nothing was sent.
    public var notice: String? {
        if isSent { return isToFinder ? Copy.Reaching.messageSentToFinder : Copy.Reaching.messageSent }
        return failure.map(\.message)
    }

    /// Checks the message by the server's rule, then sends it; refused, each problem is under its field and what was typed stays.
    public func sendTapped() async {
        guard !isSending else { return }
        failure = nil
        isSent = false
        var body: [String: JSONValue] = [:]
        for field in Field.allCases where !text(field).isEmpty { body[field.rawValue] = .string(text(field)) }
        let message: MessageRequest
        switch MessageRequest.validate(body) {
        case .success(let valid): message = valid
        case .failure(let invalid):
            problems = invalid.errors
            failure = .invalid(invalid.errors)
            return
        }
        isSending = true
        defer { isSending = false }
        do {
            try await reaching.sendMessage(message, to: reportID)
            texts = [:]
            problems = []
            isSent = true
        } catch {
            if case .invalid(let errors) = error { problems = errors }
            failure = error
        }
    }

    /// A reply field's own problem, else the missing way to answer, said under both.
    private func replyProblem(_ field: Field) -> String? {
        problems.message(for: field.rawValue) ?? problems.message(for: CreateAnnouncementRequest.contactField)
    }
}
