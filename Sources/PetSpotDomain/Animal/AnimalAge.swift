/// An animal's age: a whole number of years, 0–40 (0 also stands for "unknown").
public enum AnimalAge {
    public static let range = 0...40

    /// Reads a typed age: `nil` when blank, else the whole number or the problem.
    public static func parse(_ text: String) -> Result<Int?, FieldProblem> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return .success(nil) }
        guard trimmed.allSatisfy(\.isASCIIDigit) else {
            let looksNegative = trimmed.hasPrefix("-") && Int(trimmed) != nil
            return .failure(
                FieldProblem(.invalidFormat, looksNegative ? Copy.Validation.invalidAge : Copy.Validation.ageNotWhole))
        }
        guard let age = Int(trimmed), range.contains(age) else {
            return .failure(FieldProblem(.invalidFormat, Copy.Validation.invalidAge))
        }
        return .success(age)
    }

    /// The API's rule for a JSON number.
    public static func problem(with value: Double) -> FieldProblem? {
        guard value.rounded() == value else { return FieldProblem(.invalidFormat, Copy.Validation.ageNotWhole) }
        guard value >= Double(range.lowerBound), value <= Double(range.upperBound) else {
            return FieldProblem(.invalidFormat, Copy.Validation.invalidAge)
        }
        return nil
    }
}
