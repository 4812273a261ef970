import Foundation

/// The body of `POST /api/v1/announcements/{id}/messages`: a message to the owner and how to answer
/// it (an email, a phone or both), so nobody needs the owner's own number.
public struct MessageRequest: Hashable, Sendable {
    public enum Field: String, CaseIterable, Sendable {
        case message, replyEmail, replyPhone
    }

    public var message: String
    public var replyEmail: String?
    public var replyPhone: String?

    public init(message: String, replyEmail: String? = nil, replyPhone: String? = nil) {
        self.message = message
        self.replyEmail = replyEmail
        self.replyPhone = replyPhone
    }

    /// The longest message.
    public static let messageLimit = 1000

    /// `body` checked under the contract's rules: a message of 1 to 1000 characters, and a way to
    /// answer (neither → `MISSING_CONTACT` on `contact`) under a report's contact rules.
    public static func validate(_ body: [String: JSONValue]) -> Result<MessageRequest, ValidationFailure> {
        var reader = FieldReader<Field>(body: body)
        var errors = FieldReader<Field>.unknownFields(of: body)
        let message = reader.text(.message, limit: messageLimit)
        if message == nil, !reader.hasProblem(with: .message) {
            reader.report(Field.message.rawValue, FieldProblem(.missingValue, Copy.Validation.missingMessage))
        }
        let replyEmail = reader.email(.replyEmail)
        let replyPhone = reader.phone(.replyPhone)
        reader.requireContact(
            email: replyEmail, phone: replyPhone, .replyEmail, .replyPhone, message: Copy.Validation.missingReplyContact
        )
        errors += reader.errors
        guard errors.isEmpty, let message else { return .failure(ValidationFailure(errors: errors)) }
        return .success(MessageRequest(message: message, replyEmail: replyEmail, replyPhone: replyPhone))
    }
}

/// A message as its owner reads it, with what it has of a scam's patterns and what the owner said it was.
public struct OwnerMessage: Identifiable, Hashable, Sendable {
    public var id: String
    public var message: String
    public var replyEmail: String?
    public var replyPhone: String?
    public var createdAt: Date
    /// What the message has in common with the documented scams (`ScamDetector`), empty when nothing.
    public var warnings: [ScamWarning]
    /// What the owner said it was; `nil` until they say.
    public var verdict: MessageVerdict?

    /// `warnings` left out: the message is checked now, by the current lists (the server's reads).
    public init(
        id: String, message: String, replyEmail: String?, replyPhone: String?, createdAt: Date,
        warnings: [ScamWarning]? = nil, verdict: MessageVerdict? = nil
    ) {
        self.id = id
        self.message = message
        self.replyEmail = replyEmail
        self.replyPhone = replyPhone
        self.createdAt = createdAt
        self.warnings = warnings ?? ScamDetector.shared.warnings(in: message)
        self.verdict = verdict
    }
}
