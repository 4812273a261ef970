import PetSpotDomain

/// A multi-line text field with a live character counter (seed 003).
public enum TextAreaView {
    public struct Model: Hashable, Sendable {
        public let label: String
        public let placeholder: String
        public let text: String
        public let maxLength: Int
        public let characterCountText: String
        public let characterCountColor: ColorToken
        public let accessibilityID: String
        public let errorMessage: String?
        /// A line under the field that says what happens to it.
        public let helperText: String?

        public init(
            label: String, placeholder: String, text: String, maxLength: Int, errorMessage: String? = nil,
            helperText: String? = nil, accessibilityID: String
        ) {
            self.label = label
            self.placeholder = placeholder
            self.text = text
            self.maxLength = maxLength
            self.characterCountText = Copy.Common.characterCount(text.count, limit: maxLength)
            self.characterCountColor = text.count >= maxLength ? .error : .textSecondary
            self.accessibilityID = accessibilityID
            self.errorMessage = errorMessage
            self.helperText = helperText
        }
    }
}
