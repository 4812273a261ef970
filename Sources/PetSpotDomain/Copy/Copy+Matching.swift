import Foundation

extension Copy {
    /// Copy of possible matches: the reasons' sentences and the cards that show them.
    public enum Matching {
        public static let title = "Possible matches"
        public static let explanation = "Reports that may be the same animal, likeliest first. Only you can tell: look at the photo."
        public static let none = "No possible matches yet. We look again whenever a report is published nearby."
        public static let failed = "Possible matches can't be shown right now. Try again in a moment."
        public static let retry = "Try again"
        public static let open = "See this report"
        /// A report's page links to its matches, which take a search of their own to find.
        public static let show = "See possible matches"
        public static let backToReport = "Back to the report"

        public static func pageTitle(of reportTitle: String) -> String { "Possible matches: \(reportTitle)" }

        public static func confidence(_ confidence: MatchConfidence, sameMicrochip: Bool) -> String {
            switch confidence {
            case .veryLikely: sameMicrochip ? "Very likely — same microchip" : "Very likely"
            case .likely: "Likely"
            case .possible: "Possible"
            }
        }

        // The reasons, one sentence each.
        public static let sameMicrochip = "Same microchip number"

        public static func sameSpecies(_ species: Species) -> String {
            switch species {
            case .dog: "Both are dogs"
            case .cat: "Both are cats"
            case .bird: "Both are birds"
            case .rabbit: "Both are rabbits"
            case .rodent: "Both are small rodents"
            case .reptile: "Both are reptiles"
            case .other: "Both are the same kind of animal"
            }
        }

        public static func sameSex(_ sex: Sex) -> String {
            sex == .female ? "Both are female" : "Both are male"
        }

        public static func sameBreed(_ breed: String) -> String { "Same breed: \(breed)" }

        public static func breedsAlike(_ first: String, _ second: String, group: String) -> String {
            "Similar breeds: \(first) and \(second) (both \(group.lowercased()))"
        }

        public static func near(kilometres: Double) -> String {
            "Found \(distance(kilometres: kilometres)) from where it went missing"
        }

        public static func timely(days: Int) -> String {
            switch days {
            case 0: "Found the same day it went missing"
            case 1: "Found the day after it went missing"
            default: "Found \(days) days after it went missing"
            }
        }

        public static func similarAge(_ first: Int, _ second: Int) -> String {
            first == second ? "Both about \(Browse.age(years: first)) old" : "Similar age: \(first) and \(Browse.age(years: second))"
        }

        public static func similarDescription(_ words: [String]) -> String {
            "Both descriptions mention \(listed(words))"
        }

        /// "350 m", "2.4 km", "23 km": as precise as it is worth.
        public static func distance(kilometres: Double) -> String {
            if kilometres < 0.95 { return "\(max(50, Int((kilometres * 20).rounded()) * 50)) m" }
            if kilometres < 9.95 { return String(format: "%.1f km", kilometres) }
            return "\(Int(kilometres.rounded())) km"
        }

        /// "a", "a and b", "a, b and c".
        public static func listed(_ words: [String]) -> String {
            guard let last = words.last else { return "" }
            return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " and " + last
        }
    }
}
