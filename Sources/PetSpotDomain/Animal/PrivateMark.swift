import Foundation

/// The mark kept back ("something only you know"): the one rule the API and the forms check.
public enum PrivateMark {
    /// The problem with `text` as a mark: past `TextLimit.privateMark` once trimmed, a control
    /// character other than a line break or tab, or a bidirectional override (the owner would read
    /// it backwards); `nil` when it is fine or blank.
    public static func problem(with text: String) -> FieldProblem? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let problem = TextLimit.problem(with: trimmed, limit: TextLimit.privateMark) { return problem }
        if FreeText.hasForbiddenControlCharacters(trimmed) {
            return FieldProblem(.invalidFormat, Copy.Validation.controlCharacters)
        }
        if FreeText.hasBidirectionalOverrides(trimmed) {
            return FieldProblem(.invalidFormat, Copy.Validation.directionOverrides)
        }
        return nil
    }
}
