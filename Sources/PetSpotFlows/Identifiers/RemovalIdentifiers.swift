extension TestIdentifiers {
    /// "Remove my report" on a report's details.
    public enum Removal {
        public static let passwordInput = "removeReport.passwordInput.input"
        public static let removeButton = "removeReport.removeButton.tap"
        public static let removedMessage = "removeReport.removedMessage"

        public static let all: Set<String> = [passwordInput, removeButton, removedMessage]
    }
}
