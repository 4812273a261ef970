extension Copy {
    /// "Share your report": on the summary after publishing and on a report's page.
    public enum Share {
        public static var heading: String { Copy.text("share.heading") }
        public static var explanation: String { Copy.text("share.explanation") }
        public static var share: String { Copy.text("share.share") }
        public static var copyLink: String { Copy.text("share.copyLink") }
        public static var copied: String { Copy.text("share.copied") }
        public static var cardAlt: String { Copy.text("share.cardAlt") }
        public static var urlLabel: String { Copy.text("share.urlLabel") }
    }
}
