/// A short, non-blocking message over the screen ("Please correct the errors below").
public struct ToastModel: Hashable, Sendable {
    public let message: String
    public let accessibilityID: String

    public init(message: String, accessibilityID: String) {
        self.message = message
        self.accessibilityID = accessibilityID
    }
}

extension Optional where Wrapped == ToastModel {
    /// Clears the toast once `shown` has been on screen long enough; a toast that has replaced it
    /// since stays for its own time (the renderer's timer for the old one must not take it away).
    public mutating func dismiss(_ shown: ToastModel) {
        if self == shown { self = nil }
    }
}
