extension TestIdentifiers {
    /// Controls only the web pages have.
    public enum Web {
        /// Without JavaScript, shows the breeds of a newly chosen species (the script does it on change).
        public static let refreshButton = "wizard.refreshButton.tap"
        /// A failed submission's alert buttons.
        public static func alertButton(_ alertID: String, _ action: String) -> String { "\(alertID).\(action)" }

        public static let all: Set<String> = [refreshButton]
    }
}
