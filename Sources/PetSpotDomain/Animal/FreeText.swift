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

    /// Whether `text` holds a bidirectional embedding, override or isolate (U+202A–U+202E,
    /// U+2066–U+2069), which makes what follows read backwards; marks and line breaks are allowed.
    public static func hasBidirectionalOverrides(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) }
    }

    /// Whether `text`, shown on one line (a name, a breed, a mail's subject), holds what would break
    /// or disguise that line: a line break or tab (a CR/LF in a pet's name would start a new header
    /// in the mail that names it), a line or paragraph separator (U+2028, U+2029, U+0085: a new line
    /// to a mail program or a page's script); a bidirectional control or mark (U+061C, U+200E,
    /// U+200F, U+202A–U+202E, U+2066–U+2069), which makes a line read backwards ("gpj.exe" shown as
    /// "exe.jpg"); or a zero-width space (U+200B), which makes two names that read the same differ.
    /// (U+200C and U+200D stay: scripts and emoji need them.)
    public static func breaksOneLine(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x09, 0x0A, 0x0D, 0x85, 0x2028, 0x2029, 0x061C, 0x200B, 0x200E, 0x200F, 0x202A...0x202E,
                0x2066...0x2069:
                true
            default: false
            }
        }
    }
}
