/// A blocking question with two answers (permission denied, submission failed).
public struct AlertModel: Hashable, Sendable {
    public enum Action: Hashable, Sendable {
        case cancel
        case openSettings
        case retry
    }

    public struct Button: Hashable, Sendable {
        public let title: String
        public let action: Action
    }

    public let title: String
    public let message: String
    public let buttons: [Button]
    public let accessibilityID: String
}
