extension Copy {
    /// "How pets got home through PetSpot": the reunions' totals page.
    public enum Reunions {
        public static var title: String { Copy.text("reunions.title") }
        public static var intro: String { Copy.text("reunions.intro") }
        public static func total(_ count: Int) -> String { Copy.plural("reunions.total", count: count) }
        public static func medianDays(_ days: String) -> String { Copy.text("reunions.medianDays", days) }
        public static func medianDistance(_ length: String) -> String { Copy.text("reunions.medianDistance", length) }
        public static var allSpecies: String { Copy.text("reunions.allSpecies") }
        public static var filter: String { Copy.text("reunions.filter") }
        public static var species: String { Copy.text("reunions.species") }
        public static var way: String { Copy.text("reunions.way") }
        public static var count: String { Copy.text("reunions.count") }
        public static var privacy: String { Copy.text("reunions.privacy") }
        public static var none: String { Copy.text("reunions.none") }
        public static var failed: String { Copy.text("reunions.failed") }
        public static var link: String { Copy.text("reunions.link") }
    }
}
