/// Length limits of free text, counted in characters as a person sees them.
public enum TextLimit {
    public static let description = 500
    public static let petName = 100
    public static let breed = 100
    public static let reward = 100
    /// Found flow's "Current physical address": capped so it stays usable.
    public static let currentAddress = 300

    /// Input past `limit` is ignored: typed or pasted text is cut at the limit.
    public static func capped(_ text: String, to limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(limit))
    }
}
