import Foundation

extension Copy {
    /// Copy of a report's flyer: the sheet for lamp posts, its short address, and what its owner
    /// learns of it.
    public enum Flyer {
        /// A visitor who tried too many unknown short addresses.
        public static var tooManyCodesTitle: String { Copy.text("flyer.tooManyCodesTitle") }
        public static func tooManyCodes(seconds: Int) -> String {
            Copy.plural("flyer.tooManyCodes", count: max(1, (seconds + 59) / 60))
        }
        /// Across the top, as large as the sheet allows.
        public static func headline(_ status: AnnouncementStatus, species: Species, sex: Sex) -> String {
            title(status, species: species, sex: sex).uppercased()
        }
        /// "Lost dog", "Found cat": the sheet's title for screen readers and the browser's tab.
        public static func title(_ status: AnnouncementStatus, species: Species, sex: Sex) -> String {
            PetWords.title.words(status, species: species, sex: sex)
        }
        public static func seen(_ status: AnnouncementStatus, day: String) -> String {
            Copy.text(status == .missing ? "flyer.lastSeenOn" : "flyer.foundOn", day)
        }
        public static func near(_ coordinates: String) -> String { Copy.text("flyer.near", coordinates) }
        public static func reward(_ reward: String) -> String { Copy.text("flyer.reward", reward) }
        public static var contactThroughPetSpot: String { Copy.text("flyer.contactThroughPetSpot") }
        public static var finderThroughPetSpot: String { Copy.text("flyer.finderThroughPetSpot") }
        public static var scan: String { Copy.text("flyer.scan") }
        public static var stripHint: String { Copy.text("flyer.stripHint") }
        public static var printButton: String { Copy.text("flyer.printButton") }
        public static var printHelp: String { Copy.text("flyer.printHelp") }
        public static var link: String { Copy.text("flyer.link") }
        public static var qrTitle: String { Copy.text("flyer.qrTitle") }
        public static var reunited: String { Copy.text("flyer.reunited") }
        public static var ended: String { Copy.text("flyer.ended") }
        /// The flyer page's choice of the sheet's languages.
        public static var languages: String { Copy.text("flyer.languages") }
        public static var showLanguages: String { Copy.text("flyer.showLanguages") }

        /// "Your flyer's code was opened 12 times, last yesterday at 18:40".
        public static func visits(_ count: Int, last: String?) -> String {
            guard count > 0, let last else { return Copy.text("flyer.notOpened") }
            return Copy.plural("flyer.visits", count: count, last)
        }

        /// "today at 18:40", "yesterday at 18:40", "on 20/11/2026 at 18:40".
        public static func when(day: String, time: String, daysAgo: Int) -> String {
            switch daysAgo {
            case 0: Copy.text("flyer.todayAt", time)
            case 1: Copy.text("flyer.yesterdayAt", time)
            default: Copy.text("flyer.onDayAt", day, time)
            }
        }
    }
}
