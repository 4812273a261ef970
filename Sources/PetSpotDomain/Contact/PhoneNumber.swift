/// Phone numbers, once sanitised (`+` and digits kept, the rest ignored): 7–11 digits (the seeds'
/// rule, for a number dialled at home), or 12–15 digits after a leading `+` (E.164's longest
/// international numbers: `+44 7700 900123`, `+380 67 123 4567`), so a finder from abroad can publish.
public enum PhoneNumber {
    /// The seeds' range, for any number.
    public static let digitRange = 7...11
    /// E.164's: a number that starts with `+` and its country code may have up to 15 digits.
    public static let internationalDigitRange = 12...15

    /// Digits and `+`, in order: what is sent and stored.
    public static func sanitized(_ text: String) -> String {
        text.filter { $0.isASCIIDigit || $0 == "+" }
    }

    /// The wizards' rule (other characters ignored); `nil` when valid.
    public static func problem(with text: String) -> FieldProblem? {
        let kept = sanitized(text)
        // The international prefix, once and first: `+48 600…`, never `600+48…` or `++48`.
        if kept.dropFirst().contains("+") { return FieldProblem(.invalidFormat, Copy.Validation.phonePlusFirst) }
        let digits = kept.filter(\.isASCIIDigit).count
        if digits < digitRange.lowerBound { return FieldProblem(.invalidFormat, Copy.Validation.invalidPhone) }
        if digits <= digitRange.upperBound { return nil }
        // Longer numbers are international ones: they need their `+` and country code, and E.164 ends at 15.
        guard kept.hasPrefix("+") else { return FieldProblem(.invalidFormat, Copy.Validation.longPhoneNeedsPlus) }
        if digits > internationalDigitRange.upperBound {
            return FieldProblem(.invalidFormat, Copy.Validation.tooManyPhoneDigits)
        }
        return nil
    }

    /// The API's stricter rule: only `+`, digits and the usual separators may appear.
    public static func apiProblem(with text: String) -> FieldProblem? {
        let separators: Set<Character> = [" ", "-", ".", "(", ")", "+"]
        guard text.allSatisfy({ $0.isASCIIDigit || separators.contains($0) }) else {
            return FieldProblem(.invalidFormat, Copy.Validation.phoneCharacters)
        }
        return problem(with: text)
    }
}
