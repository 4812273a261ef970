/// One problem with one field: which field, what kind of problem (the API's error code) and what to do.
public struct ValidationError: Error, Hashable, Sendable, Codable {
    /// The API's validation error codes.
    public enum Code: String, Hashable, Sendable, Codable {
        case missingValue = "MISSING_VALUE"
        case invalidFormat = "INVALID_FORMAT"
        case invalidField = "INVALID_FIELD"
        case missingContact = "MISSING_CONTACT"
    }

    public let field: String
    public let code: Code
    public let message: String

    public init(field: String, code: Code, message: String) {
        self.field = field
        self.code = code
        self.message = message
    }
}

extension Sequence where Element == ValidationError {
    /// The message of the first problem with `field`, as shown under that field.
    public func message(for field: String) -> String? {
        first { $0.field == field }?.message
    }
}
