extension Copy {
    /// The finder's guide's words that stand outside its steps (`FinderGuide` holds those): the links
    /// to it (home, the Found wizard) and its controls.
    public enum FinderGuide {
        public static var link: String { Copy.text("finderGuide.link") }
        /// The guide's own controls: where the pet was found, and what to do from there.
        public static var countryLabel: String { Copy.text("finderGuide.countryLabel") }
        public static var countryButton: String { Copy.text("finderGuide.countryButton") }
        public static var reportButton: String { Copy.text("finderGuide.reportButton") }
        public static var collarLink: String { Copy.text("finderGuide.collarLink") }
    }
}
