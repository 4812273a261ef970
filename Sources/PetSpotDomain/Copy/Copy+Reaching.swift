extension Copy {
    /// Copy of "I saw this pet" and "Contact the owner" on a report's page, and the owner's inbox.
    public enum Reaching {
        /// Said beside both forms: the scams people who lost a pet meet most.
        public static let scamWarning = "PetSpot never asks for codes, payments or bank details. Anyone who does is not us."

        public static let sightingTitle = "I saw this pet"
        public static let sightingExplanation = "Say when and where: the owner sees it at once, and everyone sees it on the report's map."
        public static let seenDate = "Day you saw it"
        public static let seenTime = "Time (HH:MM)"
        public static let seenTimePlaceholder = "18:30"
        public static let place = "Where (tap the map, use your location, or type)"
        public static let useMyLocation = "Use my location"
        public static let note = "What you saw (optional)"
        public static let notePlaceholder = "Running towards the park, limping a little…"
        public static let witnessEmail = "Your email (optional, only the owner sees it)"
        public static let witnessPhone = "Your phone (optional, only the owner sees it)"
        public static let sendSighting = "Send sighting"
        public static let sightingSent = "Thank you! The owner can see where you saw their pet."
        public static let invalidTime = "Enter the time as HH:MM, for example 18:30"

        public static let contactTitle = "Contact the owner"
        public static let contactExplanation = "Your message goes to the owner; your email or phone is shown only to them, so they can answer."
        public static let message = "Message"
        public static let messagePlaceholder = "Where and when you saw the pet, and anything that helps"
        public static let replyEmail = "Your email"
        public static let replyPhone = "Your phone"
        public static let sendMessage = "Send message"
        public static let messageSent = "Your message is on its way to the owner."
        /// A found report's reporter is its finder: the form says so.
        public static let contactFinderTitle = "Contact the finder"
        public static let contactFinderExplanation = "Your message goes to the finder; your email or phone is shown only to them, so they can answer."
        public static let messageSentToFinder = "Your message is on its way to the finder."

        public static let closed = "This report is closed, so it takes no new sightings."
        public static let gone = "This report no longer exists."
        public static func tooMany(minutes: Int) -> String {
            "You have sent a lot in a short time. Try again in \(minutes) minute\(minutes == 1 ? "" : "s")."
        }
        public static let noConnection = "The server can't be reached, so nothing was sent. Try again in a moment."
        public static let serverFailure = "Nothing was sent because of a problem on our side. Try again later."

        public static let sightingsTitle = "Sightings"
        public static let noSightings = "No sightings yet."
        public static let inboxTitle = "Messages"
        public static let noMessages = "No messages yet."
        public static let removeSighting = "Remove"
        public static func seenAt(_ when: String) -> String { "Seen \(when)" }
        /// Before the ways to answer someone in the owner's inbox.
        public static let replyLabel = "Answer:"
    }
}
