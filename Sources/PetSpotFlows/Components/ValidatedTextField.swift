/// A labelled single-line text field with its inline error (seed 003).
public enum ValidatedTextField {
    public struct Model: Hashable, Sendable {
        public let label: String
        public let placeholder: String
        public let text: String
        public let errorMessage: String?
        public let isDisabled: Bool
        public let keyboardType: KeyboardType
        public let accessibilityID: String

        public init(
            label: String, placeholder: String = "", text: String = "", errorMessage: String? = nil,
            isDisabled: Bool = false, keyboardType: KeyboardType = .text, accessibilityID: String
        ) {
            self.label = label
            self.placeholder = placeholder
            self.text = text
            self.errorMessage = errorMessage
            self.isDisabled = isDisabled
            self.keyboardType = keyboardType
            self.accessibilityID = accessibilityID
        }

        /// Label colour: disabled fields dim their label (seed 001).
        public var labelColor: ColorToken { isDisabled ? .textDisabled : .textTertiary }
        public var borderColor: ColorToken { errorMessage == nil ? .borderDefault : .error }
    }
}
