extension TestIdentifiers {
    /// "Remove my report" on a report's details.
    public enum Removal {
        public static let removedMessage = "removeReport.removedMessage"

        public static let all: Set<String> = [removedMessage]
    }
}
