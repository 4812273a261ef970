extension TestIdentifiers {
    /// "Share your report": on the summary after publishing and on a report's page.
    public enum Share {
        public static let section = "share.section"
        public static let card = "share.card"
        public static let url = "share.url"
        public static let shareButton = "share.shareButton.tap"
        public static let copyButton = "share.copyButton.tap"
        public static let copied = "share.copiedToast"
        /// The summary's line that the first mail's confirm button matters.
        public static let confirmMail = "summary.confirmMail"

        public static let all: Set<String> = [section, card, url, shareButton, copyButton, copied, confirmMail]
    }
}
