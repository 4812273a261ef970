/// Whether a report is of a missing pet or of a found one; the raw value is its wire form.
public enum AnnouncementStatus: String, CaseIterable, Hashable, Sendable, Codable {
    case missing = "MISSING"
    case found = "FOUND"
}
