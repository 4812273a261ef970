/// Mutually exclusive radio cards (seed 003): the Female / Male selector, and who sees the contact.
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
        /// A line under the cards on what the choice means.
        public let helperText: String?

        public init(
            label: String, options: [Option], errorMessage: String?, accessibilityIDPrefix: String,
            helperText: String? = nil
        ) {
            self.label = label
            self.helperText = helperText
            self.options = options
            self.errorMessage = errorMessage
            self.accessibilityIDPrefix = accessibilityIDPrefix
        }
    }
}
