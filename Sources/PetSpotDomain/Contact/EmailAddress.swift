/// Email addresses: `local@domain.tld`, at most 254 characters.
public enum EmailAddress {
    public static let maxLength = 254
    /// An address a person can actually write to: dot-separated atoms of letters, digits and the
    /// few symbols RFC 5322 allows unquoted (no spaces, quotes, `<>`, commas or brackets: the
    /// quoted and bracketed forms no mail form accepts), `@`, then host labels of letters, digits
    /// and inner hyphens and a top-level domain of two or more letters. Letters in any script (`ü@例え.jp`).
    /// Compiled once: a regex literal is parsed again at every evaluation.
    nonisolated(unsafe) private static let pattern =
        /[\p{L}\p{M}\p{N}!#$%&'*+\/=?^_`{|}~-]+(?:\.[\p{L}\p{M}\p{N}!#$%&'*+\/=?^_`{|}~-]+)*@(?:[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?\.)+[\p{L}\p{M}]{2,}/

    /// `nil` when `text` (already trimmed) is a plausible address.
    public static func problem(with text: String) -> FieldProblem? {
        if text.count > maxLength { return FieldProblem(.invalidFormat, Copy.Validation.emailTooLong) }
        guard text.wholeMatch(of: pattern) != nil else {
            return FieldProblem(.invalidFormat, Copy.Validation.invalidEmail)
        }
        return nil
    }
}
