/// Microchip numbers: at most 15 digits, stored digits-only, shown as `00000-00000-00000`.
public enum MicrochipNumber {
    public static let maxDigits = 15

    /// What a microchip field keeps of typed text: its digits, at most 15 (extra ones are not accepted).
    public static func digits(fromTyped text: String) -> String {
        String(text.filter(\.isASCIIDigit).prefix(maxDigits))
    }

    /// Digits shown with hyphens after the 5th and 10th digit (only once a digit follows,
    /// so deleting never gets stuck on a hyphen): `123456` → `12345-6`.
    public static func formatted(_ digits: String) -> String {
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index == 5 || index == 10 { result.append("-") }
            result.append(digit)
        }
        return result
    }

    /// The API's rule: hyphens and spaces of a formatted value are stripped, then 1–15 digits.
    /// Returns the digits, `nil` for a blank value, or the problem.
    public static func normalize(apiValue: String) -> Result<String?, FieldProblem> {
        let stripped = apiValue.filter { $0 != "-" && !$0.isWhitespace }
        if stripped.isEmpty { return .success(nil) }
        guard stripped.count <= maxDigits, stripped.allSatisfy(\.isASCIIDigit) else {
            return .failure(FieldProblem(.invalidFormat, Copy.Validation.microchipDigits))
        }
        return .success(stripped)
    }
}

extension Character {
    /// `0`–`9` only (`Character.isNumber` also accepts other scripts' digits and fractions).
    public var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
