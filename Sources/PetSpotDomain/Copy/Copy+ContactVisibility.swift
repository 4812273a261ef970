extension Copy {
    /// "Show my phone and email publicly?", asked on both wizards' contact steps and on "Manage my report".
    public enum ContactVisibility {
        public static var label: String { Copy.text("contactVisibility.label") }
        public static var keepPrivate: String { Copy.text("contactVisibility.keepPrivate") }
        public static var showPublicly: String { Copy.text("contactVisibility.showPublicly") }
        /// The one line on why private is preselected.
        public static var why: String { Copy.text("contactVisibility.why") }
    }
}
