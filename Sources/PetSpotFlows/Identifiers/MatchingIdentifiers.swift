extension TestIdentifiers {
    /// "Possible matches", on a report's page and on "Manage my report".
    public enum Matching {
        public static let section = "possibleMatches.section"
        public static let card = "possibleMatches.card.tap"
        public static let retryButton = "possibleMatches.retryButton.tap"
        /// On a report's page: its possible matches' own page.
        public static let showButton = "possibleMatches.showButton.tap"
        /// On that page: back to the report.
        public static let backButton = "possibleMatches.backButton.tap"

        public static let all: Set<String> = [section, card, retryButton, showButton, backButton]
    }
}
