/// Length limits of free text, counted in characters as a person sees them.
public enum TextLimit {
    public static let description = 500
    public static let petName = 100
    public static let breed = 100
    public static let reward = 100
    /// What a collar or tag says.
    public static let collar = 100
    /// Found flow's "Current physical address": capped so it stays usable.
    public static let currentAddress = 300
    /// "Something only you know": a sentence or two.
    public static let privateMark = 200

    /// The problem with `text` as a field of `limit` characters: more characters than that, or a
    /// UTF-8 form over 4 bytes for each character allowed. A character as a person sees it can hold
    /// any number of combining marks (one letter and 12,000 marks is one character), so the count
    /// alone would let a 100-character field carry megabytes.
    public static func problem(with text: String, limit: Int) -> FieldProblem? {
        if text.utf8.count > 4 * limit { return FieldProblem(.invalidFormat, Copy.Validation.tooManyBytes) }
        if text.count > limit { return FieldProblem(.invalidFormat, Copy.Validation.tooLong(limit)) }
        return nil
    }

    /// Input past `limit` is ignored: typed or pasted text is cut at the limit, and before the
    /// character that would pass its bytes, so a form never holds what `problem` refuses.
    public static func capped(_ text: String, to limit: Int) -> String {
        if text.count <= limit, text.utf8.count <= 4 * limit { return text }
        var kept = Substring(), bytes = 0
        for character in text.prefix(limit) {
            bytes += character.utf8.count
            if bytes > 4 * limit { break }
            kept.append(character)
        }
        return String(kept)
    }
}
