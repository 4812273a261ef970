import HTTPTypes

extension HTTPField.Name {
    /// A header name written in the source; an invalid one is a programming error the tests would hit at once.
    static func known(_ name: String) -> HTTPField.Name {
        guard let field = HTTPField.Name(name) else { preconditionFailure("'\(name)' is not a valid HTTP field name") }
        return field
    }
}
