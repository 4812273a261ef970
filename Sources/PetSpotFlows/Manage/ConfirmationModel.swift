/// A question asked before an action that changes much (mark reunited, close, remove): what happens,
/// a button that does it and one that keeps things as they are.
public struct ConfirmationModel: Hashable, Sendable {
    public let title: String
    public let message: String
    public let confirmTitle: String
    public let cancelTitle: String
    /// The confirm button removes something for good: renderers colour it as a warning.
    public let isDestructive: Bool
    public let accessibilityID: String
    public let confirmAccessibilityID: String
    public let cancelAccessibilityID: String
}
