extension Copy {
    /// "How did your pet get home?": the one-tap question after REUNITED, and the totals' page.
    public enum Reunion {
        public static func question(_ name: String?) -> String {
            name.map { Copy.text("reunion.question", $0) } ?? Copy.text("reunion.questionUnnamed")
        }
        public static var why: String { Copy.text("reunion.why") }
        public static var whereLabel: String { Copy.text("reunion.whereLabel") }
        public static var whereUnsaid: String { Copy.text("reunion.whereUnsaid") }
        public static var whereLastSeen: String { Copy.text("reunion.whereLastSeen") }
        public static var whereLatestSighting: String { Copy.text("reunion.whereLatestSighting") }
        public static var noted: String { Copy.text("reunion.noted") }
        public static func said(_ how: ReunitedHow) -> String { Copy.text("reunion.said", way(how)) }
        /// A way home in words.
        public static func way(_ how: ReunitedHow) -> String { Copy.text("reunitedHow.\(how.rawValue)") }
    }
}
