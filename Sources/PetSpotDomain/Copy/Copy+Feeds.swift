extension Copy {
    /// The titles of the open feeds (Atom, GeoJSON) of an area's reports.
    public enum Feeds {
        /// "Lost pets", "Found pets", "Lost and found pets".
        public static func kind(_ status: AnnouncementStatus?) -> String {
            switch status {
            case .missing?: Copy.text("feeds.missing")
            case .found?: Copy.text("feeds.found")
            case nil: Copy.text("feeds.both")
            }
        }

        /// "Lost and found pets on PetSpot".
        public static func everywhere(_ kind: String) -> String { Copy.text("feeds.everywhere", kind) }

        /// "Lost and found pets near 50.06, 19.94 (5 km)".
        public static func near(_ kind: String, latitude: String, longitude: String, range: String) -> String {
            Copy.text("feeds.near", kind, latitude, longitude, range)
        }
    }
}
