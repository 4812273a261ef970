extension Copy {
    /// Copy of the tabs, the lists of reports, a report's details and the map.
    public enum Browse {
        public static let homeTab = "Home"
        public static let lostPetsTab = "Lost pets"
        public static let foundPetsTab = "Found pets"
        public static let homeTitle = "Pets near you"
        public static let reportMissing = "Report a missing pet"
        public static let reportFound = "Report a found pet"
        public static let loadMore = "Show more"
        public static let loading = "Loading reports…"
        public static let noneNearby = "No reports near you yet."
        public static let nearYou = "Near you"
        public static let nearDefaultArea = "Location is off, so reports near the city centre are shown."
        public static let noConnectionTitle = "You're offline"
        public static let noConnectionDetail = "Reports can't be loaded. Check your connection and try again."
        public static let serverFailureTitle = "Reports can't be loaded right now"
        public static let serverFailureDetail = "Please try again later."
        /// Said of a report the server does not have: it never existed, or it was removed (a removed
        /// report leaves nothing behind, so the two cannot be told apart).
        public static let reportGoneTitle = "There is no such report: it may have been removed"
        public static let missingBadge = "Missing"
        public static let foundBadge = "Found"
        public static let call = "Call"
        public static let email = "Email"
        public static let showOnMap = "Show on map"
        public static let unnamed = "No name given"
        public static let speciesLabel = "Species"
        public static let breedLabel = "Breed"
        public static let sexLabel = "Sex"
        public static let ageLabel = "Age"
        public static let microchipLabel = "Microchip number"
        public static let collarLabel = "Collar or tag"
        public static let caregiverPhoneLabel = "Caregiver’s phone"
        public static let descriptionLabel = "Description"
        public static let rewardLabel = "Reward"
        public static let phoneLabel = "Phone"
        public static let emailLabel = "Email"
        public static let contactLabel = "Contact"
        public static let contactPrivate = "The reporter keeps their phone and email private."
        public static let locationLabel = "Location"

        public static func missingSince(_ date: String) -> String { "Missing since \(date)" }
        /// A report no longer looking: its badge and its line in a list.
        public static let reunitedBadge = "Reunited"
        public static let closedBadge = "Closed"
        public static let reunitedLine = "Back home"
        public static let closedLine = "No longer looking"
        public static func foundOn(_ date: String) -> String { "Found on \(date)" }
        public static func lastSeenLabel(_ status: AnnouncementStatus) -> String { status == .missing ? "Last seen" : "Found on" }
        public static func distance(kilometres: Double) -> String { "\(Copy.length(kilometres: kilometres)) away" }
        public static func age(years: Int) -> String { years == 1 ? "1 year" : "\(years) years" }
    }
}
