/// Free text as it is stored: trimmed, verbatim otherwise, `nil` when blank.
public enum FreeText {
    /// `text` trimmed of surrounding whitespace and line breaks; `nil` when nothing is left.
    public static func normalized(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else {
            return nil
        }
        return trimmed
    }

    /// Whether `text` holds control characters other than line breaks and tabs.
    public static func hasForbiddenControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            scalar.properties.generalCategory == .control && !["\n", "\r", "\t"].contains(scalar)
        }
    }
}
