/// A persistent, non-blocking notice at the top of a screen ("Using offline list"), optionally with an action.
public struct BannerModel: Hashable, Sendable {
    public let title: String
    public let detail: String?
    public let actionTitle: String?
    public let accessibilityID: String

    /// The action button's identifier: the banner's, with `.retry` (`animalDescription.offlineBanner.retry`).
    public var actionAccessibilityID: String? { actionTitle == nil ? nil : "\(accessibilityID).retry" }

    public init(title: String, detail: String?, actionTitle: String?, accessibilityID: String) {
        self.title = title
        self.detail = detail
        self.actionTitle = actionTitle
        self.accessibilityID = accessibilityID
    }
}
