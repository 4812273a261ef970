/// Who sees a report's phones and email: everyone (`PUBLIC`, the API's default, as the reference
/// behaved) or only its owner (`PRIVATE`: people reach the owner through messages, and scammers
/// find no number to call). The raw value is the wire form.
public enum ContactVisibility: String, CaseIterable, Hashable, Sendable, Codable {
    case `public` = "PUBLIC"
    case `private` = "PRIVATE"
}

extension CreateAnnouncementRequest {
    /// The report as anyone but its owner sees it: never where the pet is kept now (a finder's
    /// home), its mark kept back or how it ended; without the phones and email when they are private.
    public var shownToPublic: CreateAnnouncementRequest {
        var shown = self
        shown.currentAddress = nil
        shown.privateMark = nil
        shown.reunitedHow = nil
        shown.reunitedLatitude = nil
        shown.reunitedLongitude = nil
        guard contactVisibility == .private else { return shown }
        shown.email = nil
        shown.phone = nil
        shown.caregiverPhone = nil
        return shown
    }
}
