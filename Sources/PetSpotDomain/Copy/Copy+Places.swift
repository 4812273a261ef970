extension Copy {
    /// Places in words and found by name (docs/places.md).
    public enum Places {
        /// "near Bieńczyce, Kraków" / "w pobliżu: Bieńczyce, Kraków".
        public static func near(_ place: String) -> String { Copy.text("places.near", place) }
        /// "2 km north-east of Wieliczka" / "Wieliczka, 2 km na północny wschód".
        public static func away(_ distance: String, _ direction: String, _ place: String) -> String {
            Copy.text("places.away", distance, direction, place)
        }

        // The place search of every form with a place.
        public static var searchLabel: String { Copy.text("places.searchLabel") }
        public static var searchPlaceholder: String { Copy.text("places.searchPlaceholder") }
        public static var find: String { Copy.text("places.find") }
        public static var choicesLabel: String { Copy.text("places.choicesLabel") }
        public static var searching: String { Copy.text("places.searching") }
        public static func found(_ count: Int) -> String { Copy.plural("places.found", count: count) }
        public static func noneFound(_ query: String) -> String { Copy.text("places.noneFound", query) }
        public static func chosen(_ place: String) -> String { Copy.text("places.chosen", place) }
        public static func tooMany(_ seconds: Int) -> String { Copy.text("places.tooMany", seconds) }
        public static var failed: String { Copy.text("places.failed") }
        /// A sighting's one-tap place: "Around where it was last seen (near Bieńczyce, Kraków)".
        public static func lastSeenHere(_ place: String) -> String { Copy.text("places.lastSeenHere", place) }
    }
}
