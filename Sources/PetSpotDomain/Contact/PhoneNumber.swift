/// Phone numbers: valid with 7–11 digits once sanitised (`+` and digits kept, the rest ignored).
public enum PhoneNumber {
    public static let digitRange = 7...11

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
        if digits > digitRange.upperBound { return FieldProblem(.invalidFormat, Copy.Validation.tooManyPhoneDigits) }
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
