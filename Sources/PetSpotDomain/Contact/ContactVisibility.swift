/// Who sees a report's phone and email: everyone (`PUBLIC`, the API's default, as the reference
/// behaved) or only its owner (`PRIVATE`: people reach the owner through messages, and scammers
/// find no number to call). The raw value is the wire form.
public enum ContactVisibility: String, CaseIterable, Hashable, Sendable, Codable {
    case `public` = "PUBLIC"
    case `private` = "PRIVATE"
}

extension CreateAnnouncementRequest {
    /// The report as anyone but its owner sees it: without phone and email when they are private.
    public var shownToPublic: CreateAnnouncementRequest {
        guard contactVisibility == .private else { return self }
        var shown = self
        shown.email = nil
        shown.phone = nil
        return shown
    }
}
