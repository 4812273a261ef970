extension Copy {
    /// The finder's guide's words that stand outside it: the links to it (home, the Found wizard).
    public enum FinderGuide {
        public static var link: String { Copy.text("finderGuide.link") }
    }
}
