/// Every problem found in one validated value, in a stable order (the first is the most important).
public struct ValidationFailure: Error, Hashable, Sendable {
    public let errors: [ValidationError]

    public init(errors: [ValidationError]) {
        precondition(!errors.isEmpty, "A validation failure has at least one problem")
        self.errors = errors
    }

    /// The first problem, which the API repeats at the top of its error envelope.
    public var first: ValidationError { errors[0] }
}
