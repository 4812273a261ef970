/// The "Who sees your phone and email?" cards, on each screen that asks it.
public struct ContactVisibilityIdentifiers: Hashable, Sendable {
    public let prefix: String
    public let keepPrivate: String
    public let showPublicly: String

    public var all: [String] { [keepPrivate, showPublicly] }

    init(_ prefix: String) {
        self.prefix = prefix
        keepPrivate = "\(prefix)Private.tap"
        showPublicly = "\(prefix)Public.tap"
    }

    public static let ownersDetails = ContactVisibilityIdentifiers("ownersDetails.contactVisibility")
    public static let foundContactInfo = ContactVisibilityIdentifiers("reportFoundPet.contactInfo.contactVisibility")
    public static let manage = ContactVisibilityIdentifiers("manageReport.contactVisibility")
}
