extension Copy {
    /// The paper collars of a found report: "Am I lost? Scan me", its QR code and short address.
    public enum Collar {
        public static var link: String { Copy.text("collar.link") }
        public static var title: String { Copy.text("collar.title") }
        public static var lost: String { Copy.text("collar.lost") }
        public static var scan: String { Copy.text("collar.scan") }
        public static var help: String { Copy.text("collar.help") }
        public static var print: String { Copy.text("collar.print") }
        public static func pageTitle(_ report: String) -> String { Copy.text("collar.pageTitle", report) }
    }
}
