extension TestIdentifiers {
    /// "Possible matches", on a report's page and on "Manage my report".
    public enum Matching {
        public static let section = "possibleMatches.section"
        public static let card = "possibleMatches.card.tap"
        public static let retryButton = "possibleMatches.retryButton.tap"

        public static let all: Set<String> = [section, card, retryButton]
    }
}
