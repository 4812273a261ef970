extension Copy {
    /// "Show my phone and email publicly?", asked on both wizards' contact steps and on "Manage my report".
    public enum ContactVisibility {
        public static let label = "Who sees your phone and email?"
        public static let keepPrivate = "Keep them private"
        public static let showPublicly = "Show them on the report"
        /// The one line on why private is preselected.
        public static let why = "Scammers call and text numbers they find on public posts. Kept private, they are shown only to you."
    }
}
