/// A short, non-blocking message over the screen ("Please correct the errors below").
public struct ToastModel: Hashable, Sendable {
    public let message: String
    public let accessibilityID: String

    public init(message: String, accessibilityID: String) {
        self.message = message
        self.accessibilityID = accessibilityID
    }
}
