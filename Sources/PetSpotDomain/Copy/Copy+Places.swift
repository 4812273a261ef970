extension Copy {
    /// Places in words (docs/places.md).
    public enum Places {
        /// "near Bieńczyce, Kraków" / "w pobliżu: Bieńczyce, Kraków".
        public static func near(_ place: String) -> String { Copy.text("places.near", place) }
        /// "2 km north-east of Wieliczka" / "Wieliczka, 2 km na północny wschód".
        public static func away(_ distance: String, _ direction: String, _ place: String) -> String {
            Copy.text("places.away", distance, direction, place)
        }
    }
}
