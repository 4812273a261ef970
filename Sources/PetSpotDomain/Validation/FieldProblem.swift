/// What is wrong with a value, before it is known which field held it.
///
/// Rules return these so that one rule serves the wizards (whose field names are the
/// form's) and the API (whose field names are the wire's).
public struct FieldProblem: Error, Hashable, Sendable {
    public let code: ValidationError.Code
    public let message: String

    public init(_ code: ValidationError.Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The problem, attributed to `field`.
    public func on(_ field: String) -> ValidationError {
        ValidationError(field: field, code: code, message: message)
    }
}
