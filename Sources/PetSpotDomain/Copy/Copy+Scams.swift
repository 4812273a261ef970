extension Copy {
    /// A scam's warning as the owner reads it beside the message (inbox page, mail, app), and the
    /// owner's verdict.
    public enum Scams {
        public static var title: String { Copy.text("scams.title") }
        /// What was seen, with the sender's words, and what to do.
        public static func warning(_ warning: ScamWarning) -> String {
            Copy.text("scams.\(warning.code.rawValue)", warning.evidence)
        }
        public static var askToDescribe: String { Copy.text("scams.askToDescribe") }
        public static var markScam: String { Copy.text("scams.markScam") }
        public static var markGenuine: String { Copy.text("scams.markGenuine") }
        public static func marked(_ verdict: MessageVerdict) -> String {
            switch verdict {
            case .scam: Copy.text("scams.markedScam")
            case .genuine: Copy.text("scams.markedGenuine")
            }
        }
    }
}
