/// A labelled single choice from a list (seed 003).
public enum DropdownView {
    public struct Option: Hashable, Sendable, Identifiable {
        /// The value sent back when chosen (a species id, a breed name).
        public let id: String
        public let title: String

        public init(id: String, title: String) {
            self.id = id
            self.title = title
        }
    }

    public struct Model: Hashable, Sendable {
        public let label: String
        public let placeholder: String
        public let options: [Option]
        public let selectedID: String?
        public let errorMessage: String?
        /// Shown under a disabled dropdown to say what unlocks it ("Choose species first.").
        public let helperText: String?
        public let isDisabled: Bool
        public let accessibilityID: String

        public init(
            label: String, placeholder: String, options: [Option], selectedID: String?, errorMessage: String? = nil,
            helperText: String? = nil, isDisabled: Bool = false, accessibilityID: String
        ) {
            self.label = label
            self.placeholder = placeholder
            self.options = options
            self.selectedID = selectedID
            self.errorMessage = errorMessage
            self.helperText = helperText
            self.isDisabled = isDisabled
            self.accessibilityID = accessibilityID
        }

        /// The chosen option's title, or the placeholder.
        public var displayedText: String {
            options.first { $0.id == selectedID }?.title ?? placeholder
        }

        public var labelColor: ColorToken { isDisabled ? .textDisabled : .textTertiary }
        public var background: ColorToken { isDisabled ? .backgroundDisabledAlt : .backgroundWhite }
    }
}
