/// Email addresses: `local@domain.tld`, at most 254 characters.
public enum EmailAddress {
    public static let maxLength = 254
    /// Compiled once: a regex literal is parsed again at every evaluation.
    nonisolated(unsafe) private static let pattern = /[^\s@]+@[^\s@]+\.[^\s@.]+/

    /// `nil` when `text` (already trimmed) is a plausible address.
    public static func problem(with text: String) -> FieldProblem? {
        if text.count > maxLength { return FieldProblem(.invalidFormat, Copy.Validation.emailTooLong) }
        guard text.wholeMatch(of: pattern) != nil else {
            return FieldProblem(.invalidFormat, Copy.Validation.invalidEmail)
        }
        return nil
    }
}
