extension Copy {
    /// The words of PetSpot's mail to a report's owner.
    public enum Mail {
        public static func messageSubject(_ report: String) -> String { "New message about \(report)" }
        public static func messageIntro(_ report: String) -> String { "Someone wrote to you about your report \(report):" }
        /// Before the ways to answer a message's writer.
        public static let answerLabel = "Answer them:"

        public static func sightingSubject(_ report: String) -> String { "Someone saw \(report)" }
        /// `zone`: the time zone in words ("Central European Time").
        public static func sightingIntro(_ report: String, when: String, zone: String) -> String { "Someone saw \(report) on \(when) (\(zone))." }
        public static func sightingsSubject(_ report: String, count: Int) -> String { "\(count) new sightings of \(report)" }
        public static func sightingsIntro(_ report: String, count: Int) -> String {
            "People saw \(report) \(count) times since the last mail. The latest first:"
        }
        public static func moreSightings(_ count: Int) -> String {
            count == 1 ? "One more sighting is on Manage my report." : "\(count) more sightings are on Manage my report."
        }
        public static let map = "On the map"
        /// Before the ways to reach a witness.
        public static let witnessLabel = "How to reach the witness (only you see this):"

        public static func reminderSubject(_ report: String, day: String) -> String { "\(report) leaves the lists on \(day)" }
        public static func reminderBody(_ report: String, day: String) -> String {
            "Your report \(report) leaves the lists on \(day). If your pet is still missing or still with you, keep it listed for another 90 days on Manage my report. If your pet is home, say so there: other owners love a happy ending."
        }
        public static let manage = "Manage my report"

        public static func matchesSubject(_ report: String, count: Int) -> String {
            count == 1 ? "A possible match for \(report)" : "\(count) possible matches for \(report)"
        }
        public static func matchesIntro(_ report: String) -> String {
            "New reports on PetSpot may be \(report). Look at their photos: only you can tell."
        }
        public static let seeMatch = "See this report"

        public static let scamWarning = "PetSpot never asks you for codes, payments or bank details, and neither should anyone who found your pet."
        public static let yourReport = "Your report"
        public static let stop = "Stop mail about this report"
        public static func footer(_ report: String) -> String {
            "You get this mail because you published \(report) on PetSpot with this address."
        }

        public static func publishedSubject(_ report: String) -> String { "Your report of \(report) is on PetSpot" }
        public static func confirmSubject(_ report: String) -> String { "Confirm your email for your report of \(report)" }
        public static func publishedIntro(_ report: String) -> String {
            "Your report of \(report) is published on PetSpot: people nearby can see it and tell you if they see your pet."
        }
        public static let codeReminder = "To manage it (edit it, read the messages people send, mark your pet home or remove it) use the code you were shown when you published it. Lost the code? Open Manage my report and choose \"Email me a sign-in link\"."
        public static let confirmIntro = "PetSpot mails you about this report (messages, sightings, possible matches, reminders) only once you confirm that this address is yours. One confirmation covers every report you publish with it."
        public static let confirmLink = "Yes, this is my address"
        public static let notYou = "Did not publish this report? Ignore this mail: PetSpot will not write to this address again unless someone confirms it."

        public static func signInSubject(_ report: String) -> String { "Sign in to manage your report of \(report)" }
        public static func signInIntro(_ report: String) -> String {
            "Someone asked for a sign-in link for your report of \(report). This link signs you in once, within 30 minutes:"
        }
        public static let signInLink = "Sign in to Manage my report"
        public static let signInNewCode = "Signing in gives you a new code to manage your report; the old one stops working."
        public static let signInNotYou = "Did not ask for it? Ignore this mail: nothing changes."

        public static let confirmTitle = "Is this your address?"
        public static let confirmQuestion = "Confirm that this address is yours, and PetSpot will mail you about your reports: messages, sightings, possible matches and reminders."
        public static let confirmButton = "Yes, mail me about my reports"
        public static let confirmedTitle = "Your address is confirmed"
        public static let confirmedBody = "PetSpot will mail you about every report you publish with this address. Each mail has a link that stops it."

        /// `report`: as the mail names it; `nil` once the report is gone.
        public static func unsubscribeTitle(_ report: String?) -> String { "Stop mail about \(report ?? "this report")?" }
        public static let unsubscribeQuestion = "You will get no more mail about this report: no messages, sightings or reminders by mail. You can still read them on Manage my report."
        public static let unsubscribeButton = "Stop the mail"
        public static func unsubscribedTitle(_ report: String?) -> String { "No more mail about \(report ?? "this report")" }
        public static let unsubscribedBody = "You will not get mail about this report any more."
        public static let invalidLinkTitle = "This link does not work"
        public static let invalidLinkBody = "The link is incomplete or was changed. Use the link in the latest mail about your report."
    }
}
