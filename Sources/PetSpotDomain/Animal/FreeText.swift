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

    /// Whether `text`, shown on one line (a name, a breed, a mail's subject), holds what would break
    /// or disguise that line: a line break or tab (a CR/LF in a pet's name would start a new header
    /// in the mail that names it), or a bidirectional embedding, override or isolate (U+202A–U+202E,
    /// U+2066–U+2069), which makes a line read backwards ("gpj.exe" shown as "exe.jpg").
    public static func breaksOneLine(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            ["\n", "\r", "\t"].contains(scalar) || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
    }
}
