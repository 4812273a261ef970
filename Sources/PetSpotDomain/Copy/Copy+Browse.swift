extension Copy {
    /// Copy of the tabs, the lists of reports, a report's details and the map.
    public enum Browse {
        public static var homeTab: String { Copy.text("browse.homeTab") }
        public static var lostPetsTab: String { Copy.text("browse.lostPetsTab") }
        public static var foundPetsTab: String { Copy.text("browse.foundPetsTab") }
        public static var homeTitle: String { Copy.text("browse.homeTitle") }
        public static var reportMissing: String { Copy.text("browse.reportMissing") }
        public static var reportFound: String { Copy.text("browse.reportFound") }
        public static var loadMore: String { Copy.text("browse.loadMore") }
        public static var loading: String { Copy.text("browse.loading") }
        public static var noneNearby: String { Copy.text("browse.noneNearby") }
        public static var nearYou: String { Copy.text("browse.nearYou") }
        public static var nearDefaultArea: String { Copy.text("browse.nearDefaultArea") }
        public static var noConnectionTitle: String { Copy.text("browse.noConnectionTitle") }
        public static var noConnectionDetail: String { Copy.text("browse.noConnectionDetail") }
        public static var serverFailureTitle: String { Copy.text("browse.serverFailureTitle") }
        public static var serverFailureDetail: String { Copy.text("browse.serverFailureDetail") }
        /// Said of a report the server does not have: it never existed, or it was removed (a removed
        /// report leaves nothing behind, so the two cannot be told apart).
        public static var reportGoneTitle: String { Copy.text("browse.reportGoneTitle") }
        public static var call: String { Copy.text("browse.call") }
        public static var email: String { Copy.text("browse.email") }
        public static var showOnMap: String { Copy.text("browse.showOnMap") }
        public static var unnamed: String { Copy.text("browse.unnamed") }
        public static var speciesLabel: String { Copy.text("browse.speciesLabel") }
        public static var breedLabel: String { Copy.text("browse.breedLabel") }
        public static var sexLabel: String { Copy.text("browse.sexLabel") }
        public static var ageLabel: String { Copy.text("browse.ageLabel") }
        public static var microchipLabel: String { Copy.text("browse.microchipLabel") }
        public static var collarLabel: String { Copy.text("browse.collarLabel") }
        public static var caregiverPhoneLabel: String { Copy.text("browse.caregiverPhoneLabel") }
        public static var descriptionLabel: String { Copy.text("browse.descriptionLabel") }
        public static var rewardLabel: String { Copy.text("browse.rewardLabel") }
        public static var phoneLabel: String { Copy.text("browse.phoneLabel") }
        public static var emailLabel: String { Copy.text("browse.emailLabel") }
        public static var contactLabel: String { Copy.text("browse.contactLabel") }
        public static var contactPrivate: String { Copy.text("browse.contactPrivate") }
        public static var locationLabel: String { Copy.text("browse.locationLabel") }

        public static func missingSince(_ date: String) -> String { Copy.text("browse.missingSince", date) }
        /// A report no longer looking: its badge and its line in a list.
        public static var reunitedBadge: String { Copy.text("browse.reunitedBadge") }
        /// A reunited report as a shared link names it: "Back home: Burek".
        public static func backHome(_ name: String) -> String { Copy.text("browse.backHome", name) }
        public static var closedBadge: String { Copy.text("browse.closedBadge") }
        public static var reunitedLine: String { Copy.text("browse.reunitedLine") }
        public static var closedLine: String { Copy.text("browse.closedLine") }
        public static func foundOn(_ date: String) -> String { Copy.text("browse.foundOn", date) }
        public static func lastSeenLabel(_ status: AnnouncementStatus) -> String {
            Copy.text(status == .missing ? "browse.lastSeenLabel" : "browse.foundOnLabel")
        }
        /// "1.2 km away", "0.7 mi away": in the unit of the report's country (`nil`: kilometres).
        public static func distance(kilometres: Double, in unit: DistanceUnit? = nil) -> String {
            Copy.text("browse.away", Copy.length(kilometres: kilometres, in: unit ?? .kilometres))
        }
        public static func age(years: Int) -> String { Copy.plural("browse.age", count: years) }
    }
}
