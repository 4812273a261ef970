extension Copy {
    /// Copy of "Manage my report", where an owner keeps a published report true, marks the pet home,
    /// closes, reopens, renews or removes it.
    public enum Manage {
        public static let title = "Manage my report"
        public static let link = "I'm the owner: manage this report"
        public static let signInExplanation = "Enter the code you were given when you published this report: it lets you edit it, read the messages people send, mark your pet home or remove it."
        public static let mailOn = "PetSpot mails you when someone writes, sees your pet or publishes a possible match."
        public static func alertsSent(_ count: Int) -> String {
            "Your report was sent to \(count) neighbour\(count == 1 ? "" : "s") who asked for alerts of this area."
        }
        public static let mailStopped = "You stopped mail about this report: what people send is only shown here."
        public static let mailUnconfirmed = "PetSpot mails you nothing until you confirm your address: open the first mail PetSpot sent you about this report and choose \"Yes, this is my address\". Until then, what people send is kept here."
        public static let resumeMailButton = "Mail me about this report again"
        public static let mailResumed = "PetSpot mails you about this report again."
        public static let lostCode = "Lost the code? We can email a sign-in link to the address on the report, if that address was confirmed."
        public static let signInLinkButton = "Email me a sign-in link"
        public static let signInLinkSent = "If this report has a confirmed email address, a sign-in link is on its way. It works once, within 30 minutes."
        public static let signInLinkFailed = "This sign-in link has expired or was already used. Ask for a new one below."
        public static func newCode(_ code: String) -> String {
            "You are signed in. Your new code is \(code): keep it, as the old one no longer works."
        }
        public static let signInButton = "Continue"
        public static let signOut = "Done"
        public static let editHeading = "Keep your report up to date"
        public static let saveButton = "Save changes"
        public static let saved = "Your changes are saved and shown on the lists."
        public static let nothingChanged = "Nothing was changed."
        public static let reunitedButton = "My pet is home"
        /// A finder's words for the same: the pet they found is back with its owner.
        public static let returnedButton = "The owner has their pet"
        public static let returnedQuestionTitle = "Is the pet back with its owner?"
        public static let returnedConfirm = "Yes, the owner has their pet"
        public static let closeButton = "Close this report"
        public static let reopenButton = "Reopen this report"
        public static let renewButton = "Keep it listed for another 90 days"
        public static let removeButton = "Remove my report"
        public static let cancel = "Not now"
        public static let reunitedQuestionTitle = "Is your pet home?"
        public static let reunitedQuestion = "The report leaves the lists and is shown under \"Reunited\" on the home page. You can reopen it later."
        public static let reunitedConfirm = "Yes, my pet is home"
        public static let closeQuestionTitle = "Close this report?"
        public static let closeQuestion = "The report leaves the lists. You can reopen it later."
        public static let closeConfirm = "Close report"
        public static let removeQuestionTitle = "Remove this report for good?"
        public static let removeQuestion = "The report and its photo are deleted. This can't be undone."
        public static let removeSightingQuestionTitle = "Remove this sighting?"
        public static let removeSightingQuestion = "It goes from your report's page and map for good. Whoever sent it is not told."
        public static let removeSightingConfirm = "Remove the sighting"
        public static let removeConfirm = "Remove for good"
        public static let reunitedDone = "Wonderful news! Your report now shows that your pet is home."
        public static let closedDone = "Your report is closed and no longer listed."
        public static let sightingRemoved = "The sighting is removed from your report."
        public static let reopenedDone = "Your report is open and listed again."
        public static let noConnection = "The server can't be reached, so nothing was changed. Try again in a moment."
        public static let serverFailure = "Nothing was changed because of a problem on our side. Try again later."
        public static let sessionEnded = "For your safety, enter the management password again."
        public static func renewedDone(until day: String) -> String { "Your report stays listed until \(day)." }
        public static func openUntil(_ day: String) -> String { "Open: listed until \(day)." }
        public static func reunitedOn(_ day: String) -> String { "Reunited on \(day): the pet is home." }
        public static func closedOn(_ day: String) -> String { "Closed on \(day)." }
        public static func expiredOn(_ day: String) -> String { "Expired on \(day): no longer listed. Renew it to list it again." }
    }
}

extension Copy.Browse {
    /// The details page's line for a report that is no longer open, for anyone who finds it.
    public static func reunitedBanner(_ day: String) -> String { "Reunited on \(day). This pet is home." }
    public static func closedBanner(_ day: String) -> String { "Closed by its owner on \(day)." }
    public static func expiredBanner(_ day: String) -> String { "This report expired on \(day) and is no longer listed." }
    public static let reunitedTitle = "Reunited"
    public static func reunitedCount(_ count: Int) -> String { count == 1 ? "1 pet is home again" : "\(count) pets are home again" }
}
