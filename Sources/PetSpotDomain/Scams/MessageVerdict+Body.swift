extension MessageVerdict {
    /// The members of `PUT …/messages/{messageId}/verdict`'s body.
    public enum Field: String, CaseIterable, Sendable {
        case verdict
    }

    /// The body `{"verdict":"SCAM"|"GENUINE"}` checked under the API's rules (`null` forgets what
    /// was said: a tap taken back); a missing verdict, another value or another member, each named.
    public static func read(_ body: [String: JSONValue]) -> Result<MessageVerdict?, ValidationFailure> {
        var reader = FieldReader<Field>(body: body)
        var errors = FieldReader<Field>.unknownFields(of: body)
        let verdict = reader.optionalChoice(.verdict, MessageVerdict.self)
        if body[Field.verdict.rawValue] == nil {
            reader.report(
                Field.verdict.rawValue, FieldProblem(.missingValue, Copy.Validation.missing(Field.verdict.rawValue)))
        }
        errors += reader.errors
        guard errors.isEmpty else { return .failure(ValidationFailure(errors: errors)) }
        return .success(verdict)
    }

    /// The body that says it.
    public var body: [String: JSONValue] { [Field.verdict.rawValue: .string(rawValue)] }
}
