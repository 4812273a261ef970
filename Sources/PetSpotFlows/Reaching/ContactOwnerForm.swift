import PetSpotDomain

/// "Contact the owner" as typed and as last answered, with what its screen shows of it: a value,
/// so a report's page draws its empty form on the request's own task (issue 34), while
/// `ContactOwnerViewModel` sends it on the main actor.
public struct ContactOwnerForm: Sendable {
    public enum Field: String, CaseIterable, Sendable {
        case message, replyEmail, replyPhone
    }

    public let reportID: String
    /// A found report's reporter is its finder, and the form says so.
    let isToFinder: Bool
    public internal(set) var texts: [Field: String] = [:]
    /// The problems of the last send, by wire field name; a field's goes when it is edited.
    public internal(set) var problems: [ValidationError] = []
    public internal(set) var failure: ReachingError?
    public internal(set) var isSending = false
    /// The message went: the form is empty again and says so.
    public internal(set) var isSent = false

    /// An empty form to the reporter of `reportID`, whose report has `status`.
    public init(reportID: String, status: AnnouncementStatus = .missing) {
        self.reportID = reportID
        isToFinder = status == .found
    }

    public var title: String { isToFinder ? Copy.Reaching.contactFinderTitle : Copy.Reaching.contactTitle }
    public var explanation: String {
        isToFinder ? Copy.Reaching.contactFinderExplanation : Copy.Reaching.contactExplanation
    }
    public let scamWarning = Copy.Reaching.scamWarning
    public let sendTitle = Copy.Reaching.sendMessage

    public func text(_ field: Field) -> String { texts[field] ?? "" }

    /// `text` typed into `field`, kept whole: a message past its limit is shown over it (the
    /// counter, then the rules' error), never cut where the writer cannot see (`docs/web.md`);
    /// the field's problem goes (and the missing way to answer, with either reply field).
    public mutating func edit(_ field: Field, _ text: String) {
        texts[field] = text
        problems.removeAll {
            $0.field == field.rawValue || (field != .message && $0.field == CreateAnnouncementRequest.contactField)
        }
        isSent = false
    }

    public var messageModel: TextAreaView.Model {
        TextAreaView.Model(
            label: Copy.Reaching.message, placeholder: Copy.Reaching.messagePlaceholder, text: text(.message),
            maxLength: MessageRequest.messageLimit, errorMessage: problems.message(for: Field.message.rawValue),
            accessibilityID: TestIdentifiers.Reaching.messageInput)
    }

    public var replyEmailModel: ValidatedTextField.Model {
        ValidatedTextField.Model(
            label: Copy.Reaching.replyEmail, placeholder: Copy.MissingPet.OwnersDetails.emailPlaceholder,
            text: text(.replyEmail), errorMessage: replyProblem(.replyEmail), isDisabled: isSending,
            keyboardType: .emailAddress, accessibilityID: TestIdentifiers.Reaching.replyEmailInput)
    }

    public var replyPhoneModel: ValidatedTextField.Model {
        ValidatedTextField.Model(
            label: Copy.Reaching.replyPhone, placeholder: Copy.MissingPet.OwnersDetails.phonePlaceholder,
            text: text(.replyPhone), errorMessage: replyProblem(.replyPhone), isDisabled: isSending,
            keyboardType: .phonePad, accessibilityID: TestIdentifiers.Reaching.replyPhoneInput)
    }

    /// What the form says above its button: sent, or why nothing was sent.
    public var notice: String? {
        if isSent { return isToFinder ? Copy.Reaching.messageSentToFinder : Copy.Reaching.messageSent }
        return failure.map(\.message)
    }

    /// A reply field's own problem, else the missing way to answer, said under both.
    private func replyProblem(_ field: Field) -> String? {
        problems.message(for: field.rawValue) ?? problems.message(for: CreateAnnouncementRequest.contactField)
    }
}
