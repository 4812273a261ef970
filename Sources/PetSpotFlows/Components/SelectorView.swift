/// Mutually exclusive radio cards (seed 003): the Female / Male selector.
public enum SelectorView {
    public struct Option: Hashable, Sendable, Identifiable {
        public let id: String
        public let title: String
        public let isSelected: Bool
        public let accessibilityID: String
    }

    public struct Model: Hashable, Sendable {
        public let label: String
        public let options: [Option]
        public let errorMessage: String?
        public let accessibilityIDPrefix: String

        public init(label: String, options: [Option], errorMessage: String?, accessibilityIDPrefix: String) {
            self.label = label
            self.options = options
            self.errorMessage = errorMessage
            self.accessibilityIDPrefix = accessibilityIDPrefix
        }
    }
}
