extension Copy {
    /// Copy of "I saw this pet" and "Contact the owner" on a report's page, and the owner's inbox.
    public enum Reaching {
        /// Said beside both forms: the scams people who lost a pet meet most.
        public static var scamWarning: String { Copy.text("reaching.scamWarning") }

        public static var sightingTitle: String { Copy.text("reaching.sightingTitle") }
        public static var sightingExplanation: String { Copy.text("reaching.sightingExplanation") }
        public static var seenDate: String { Copy.text("reaching.seenDate") }
        public static var seenTime: String { Copy.text("reaching.seenTime") }
        public static var seenTimePlaceholder: String { Copy.text("reaching.seenTimePlaceholder") }
        public static var place: String { Copy.text("reaching.place") }
        /// How the map and "Use my location" fill the place: said only where they are (the app, a page with its script).
        public static var placeHelp: String { Copy.text("reaching.placeHelp") }
        public static var useMyLocation: String { Copy.text("reaching.useMyLocation") }
        public static var note: String { Copy.text("reaching.note") }
        public static var notePlaceholder: String { Copy.text("reaching.notePlaceholder") }
        public static var witnessEmail: String { Copy.text("reaching.witnessEmail") }
        public static var witnessPhone: String { Copy.text("reaching.witnessPhone") }
        public static var sendSighting: String { Copy.text("reaching.sendSighting") }
        public static var sightingSent: String { Copy.text("reaching.sightingSent") }
        public static var invalidTime: String { Copy.text("reaching.invalidTime") }

        public static var contactTitle: String { Copy.text("reaching.contactTitle") }
        public static var contactExplanation: String { Copy.text("reaching.contactExplanation") }
        public static var message: String { Copy.text("reaching.message") }
        public static var messagePlaceholder: String { Copy.text("reaching.messagePlaceholder") }
        public static var replyEmail: String { Copy.text("reaching.replyEmail") }
        public static var replyPhone: String { Copy.text("reaching.replyPhone") }
        public static var sendMessage: String { Copy.text("reaching.sendMessage") }
        public static var messageSent: String { Copy.text("reaching.messageSent") }
        /// A found report's reporter is its finder: the form says so.
        public static var contactFinderTitle: String { Copy.text("reaching.contactFinderTitle") }
        public static var contactFinderExplanation: String { Copy.text("reaching.contactFinderExplanation") }
        public static var messageSentToFinder: String { Copy.text("reaching.messageSentToFinder") }

        public static var closed: String { Copy.text("reaching.closed") }
        public static var gone: String { Copy.text("reaching.gone") }
        public static func tooMany(minutes: Int) -> String { Copy.plural("reaching.tooMany", count: minutes) }
        public static var noConnection: String { Copy.text("reaching.noConnection") }
        public static var serverFailure: String { Copy.text("reaching.serverFailure") }

        public static var sightingsTitle: String { Copy.text("reaching.sightingsTitle") }
        public static var noSightings: String { Copy.text("reaching.noSightings") }
        public static var inboxTitle: String { Copy.text("reaching.inboxTitle") }
        public static var noMessages: String { Copy.text("reaching.noMessages") }
        public static var removeSighting: String { Copy.text("reaching.removeSighting") }
        public static func seenAt(_ when: String) -> String { Copy.text("reaching.seenAt", when) }
        /// Before the ways to answer someone in the owner's inbox.
        public static var replyLabel: String { Copy.text("reaching.replyLabel") }
    }
}
