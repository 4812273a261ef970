extension Copy {
    /// The words of PetSpot's mail to a report's owner.
    public enum Mail {
        public static func messageSubject(_ report: String) -> String { Copy.text("mail.messageSubject", report) }
        public static func messageIntro(_ report: String) -> String { Copy.text("mail.messageIntro", report) }
        /// Before the ways to answer a message's writer.
        public static var answerLabel: String { Copy.text("mail.answerLabel") }

        public static func sightingSubject(_ report: String) -> String { Copy.text("mail.sightingSubject", report) }
        /// `zone`: the time zone in words ("Central European Time").
        public static func sightingIntro(_ report: String, when: String, zone: String) -> String {
            Copy.text("mail.sightingIntro", report, when, zone)
        }
        public static func sightingsSubject(_ report: String, count: Int) -> String {
            Copy.plural("mail.sightingsSubject", count: count, report)
        }
        public static func sightingsIntro(_ report: String, count: Int) -> String {
            Copy.plural("mail.sightingsIntro", count: count, report)
        }
        public static func moreSightings(_ count: Int) -> String { Copy.plural("mail.moreSightings", count: count) }
        public static var map: String { Copy.text("mail.map") }
        /// Before the ways to reach a witness.
        public static var witnessLabel: String { Copy.text("mail.witnessLabel") }

        public static func reminderSubject(_ report: String, day: String) -> String {
            Copy.text("mail.reminderSubject", report, day)
        }
        public static func reminderBody(_ report: String, day: String) -> String {
            Copy.text("mail.reminderBody", report, day)
        }
        public static var manage: String { Copy.text("mail.manage") }

        public static func matchesSubject(_ report: String, count: Int) -> String {
            Copy.plural("mail.matchesSubject", count: count, report)
        }
        public static func matchesIntro(_ report: String) -> String { Copy.text("mail.matchesIntro", report) }
        public static var seeMatch: String { Copy.text("mail.seeMatch") }

        public static var scamWarning: String { Copy.text("mail.scamWarning") }
        public static var yourReport: String { Copy.text("mail.yourReport") }
        public static var stop: String { Copy.text("mail.stop") }
        public static func footer(_ report: String) -> String { Copy.text("mail.footer", report) }

        public static func publishedSubject(_ report: String) -> String { Copy.text("mail.publishedSubject", report) }
        public static func confirmSubject(_ report: String) -> String { Copy.text("mail.confirmSubject", report) }
        public static func publishedIntro(_ report: String) -> String { Copy.text("mail.publishedIntro", report) }
        public static var codeReminder: String { Copy.text("mail.codeReminder") }
        public static var codeReminderFinder: String { Copy.text("mail.codeReminderFinder") }
        /// Why the confirm button matters, above it in a report's first mail (an owner's, a finder's).
        public static var confirmWhy: String { Copy.text("mail.confirmWhy") }
        public static var confirmWhyFinder: String { Copy.text("mail.confirmWhyFinder") }
        public static func publishedIntroFinder(_ report: String) -> String {
            Copy.text("mail.publishedIntroFinder", report)
        }
        /// The mail of what waited for a report's confirmation.
        public static func waitedSubject(_ report: String) -> String { Copy.text("mail.waitedSubject", report) }
        public static func waitedIntro(_ report: String) -> String { Copy.text("mail.waitedIntro", report) }
        public static func waitedMessage(_ when: String, zone: String) -> String {
            Copy.text("mail.waitedMessage", when, zone)
        }
        public static var confirmLink: String { Copy.text("mail.confirmLink") }
        public static var notYou: String { Copy.text("mail.notYou") }

        public static func signInSubject(_ report: String) -> String { Copy.text("mail.signInSubject", report) }
        public static func signInIntro(_ report: String) -> String { Copy.text("mail.signInIntro", report) }
        public static var signInLink: String { Copy.text("mail.signInLink") }
        public static var signInNewCode: String { Copy.text("mail.signInNewCode") }
        public static var signInNotYou: String { Copy.text("mail.signInNotYou") }

        public static var confirmTitle: String { Copy.text("mail.confirmTitle") }
        public static var confirmQuestion: String { Copy.text("mail.confirmQuestion") }
        public static var confirmButton: String { Copy.text("mail.confirmButton") }
        public static var confirmedTitle: String { Copy.text("mail.confirmedTitle") }
        public static var confirmedBody: String { Copy.text("mail.confirmedBody") }

        /// `report`: as the mail names it; `nil` once the report is gone.
        public static func unsubscribeTitle(_ report: String?) -> String {
            report.map { Copy.text("mail.unsubscribeTitle", $0) } ?? Copy.text("mail.unsubscribeThisTitle")
        }
        public static var unsubscribeQuestion: String { Copy.text("mail.unsubscribeQuestion") }
        public static var unsubscribeButton: String { Copy.text("mail.unsubscribeButton") }
        public static func unsubscribedTitle(_ report: String?) -> String {
            report.map { Copy.text("mail.unsubscribedTitle", $0) } ?? Copy.text("mail.unsubscribedThisTitle")
        }
        public static var unsubscribedBody: String { Copy.text("mail.unsubscribedBody") }
        public static var invalidLinkTitle: String { Copy.text("mail.invalidLinkTitle") }
        public static var invalidLinkBody: String { Copy.text("mail.invalidLinkBody") }
    }
}
