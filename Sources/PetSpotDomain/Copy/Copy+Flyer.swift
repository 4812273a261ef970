import Foundation

extension Copy {
    /// Copy of a report's flyer: the sheet for lamp posts, its short address, and what its owner
    /// learns of it.
    public enum Flyer {
        /// Across the top, as large as the sheet allows.
        public static func headline(_ status: AnnouncementStatus) -> String { status == .missing ? "LOST" : "FOUND" }
        /// "Lost dog", "Found cat": the sheet's title for screen readers and the browser's tab.
        public static func title(_ status: AnnouncementStatus, species: String) -> String {
            "\(status == .missing ? "Lost" : "Found") \(species.lowercased())"
        }
        public static func seen(_ status: AnnouncementStatus, day: String) -> String {
            status == .missing ? "Last seen on \(day)" : "Found on \(day)"
        }
        public static func near(_ coordinates: String) -> String { "near \(coordinates)" }
        public static func reward(_ reward: String) -> String { "Reward: \(reward)" }
        public static let contactThroughPetSpot = "Contact the owner through PetSpot"
        public static let finderThroughPetSpot = "Contact the finder through PetSpot"
        public static let scan = "Seen this pet? Scan the code or type the address:"
        public static let stripHint = "Take one"
        public static let printButton = "Print or save as PDF"
        public static let printHelp = "The sheet fits one A4 or US Letter page. Print it from your browser, or save it as a PDF to share."
        public static let link = "Print a flyer"
        public static let qrTitle = "QR code of this report's short address"
        public static let reunited = "This pet is home. Thank you!"
        public static let ended = "This report has ended"

        /// "Your flyer's code was opened 12 times, last yesterday at 18:40".
        public static func visits(_ count: Int, last: String?) -> String {
            switch (count, last) {
            case (0, _), (_, nil): "Your flyer's code has not been opened yet."
            case (1, let last?): "Your flyer's code was opened once, \(last)."
            case (_, let last?): "Your flyer's code was opened \(count) times, last \(last)."
            }
        }

        /// "today at 18:40", "yesterday at 18:40", "on 20/11/2026 at 18:40".
        public static func when(day: String, time: String, daysAgo: Int) -> String {
            switch daysAgo {
            case 0: "today at \(time)"
            case 1: "yesterday at \(time)"
            default: "on \(day) at \(time)"
            }
        }
    }
}
