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

    /// `nil` when `text` (already trimmed) is a plausible address that mail can reach: its part
    /// before the `@` in ASCII (other letters there need SMTPUTF8, which few relays offer, so such
    /// an address would be accepted and never written to); its domain in any script, sent as
    /// punycode (`asciiDomain`).
    public static func problem(with text: String) -> FieldProblem? {
        if text.count > maxLength { return FieldProblem(.invalidFormat, Copy.Validation.emailTooLong) }
        guard text.wholeMatch(of: pattern) != nil else {
            return FieldProblem(.invalidFormat, Copy.Validation.invalidEmail)
        }
        guard text.prefix(while: { $0 != "@" }).unicodeScalars.allSatisfy(\.isASCII) else {
            return FieldProblem(.invalidFormat, Copy.Validation.emailLocalPartNotASCII)
        }
        return nil
    }

    /// `address` as mail carries it: its domain's labels in any script as IDNA A-labels
    /// (`ü@例え.jp` → `…@xn--r8jz45g.jp`), the rest as it is. A relay and the DNS know no other form.
    public static func asciiDomain(_ address: String) -> String {
        guard let at = address.lastIndex(of: "@") else { return address }
        let domain = address[address.index(after: at)...].split(separator: ".", omittingEmptySubsequences: false).map {
            label in
            label.unicodeScalars.allSatisfy(\.isASCII) ? String(label) : "xn--" + Punycode.encode(label.lowercased())
        }
        return address[..<at] + "@" + domain.joined(separator: ".")
    }
}
