import Foundation

extension Copy {
    /// Copy of possible matches: the reasons' sentences and the cards that show them.
    public enum Matching {
        public static var title: String { Copy.text("matching.title") }
        public static var explanation: String { Copy.text("matching.explanation") }
        public static var none: String { Copy.text("matching.none") }
        public static var failed: String { Copy.text("matching.failed") }
        public static var retry: String { Copy.text("matching.retry") }
        public static var open: String { Copy.text("matching.open") }
        /// A report's page links to its matches, which take a search of their own to find.
        public static var show: String { Copy.text("matching.show") }
        public static var backToReport: String { Copy.text("matching.backToReport") }

        public static func pageTitle(of reportTitle: String) -> String { Copy.text("matching.pageTitle", reportTitle) }

        public static func confidence(_ confidence: MatchConfidence, sameMicrochip: Bool) -> String {
            switch confidence {
            case .veryLikely: Copy.text(sameMicrochip ? "matching.veryLikelyMicrochip" : "matching.veryLikely")
            case .likely: Copy.text("matching.likely")
            case .possible: Copy.text("matching.possible")
            }
        }

        // The reasons, one sentence each.
        public static var sameMicrochip: String { Copy.text("matching.sameMicrochip") }

        public static func sameSpecies(_ species: Species) -> String {
            Copy.text("matching.sameSpecies.\(species.rawValue)")
        }

        public static func sameSex(_ sex: Sex) -> String {
            Copy.text(sex == .female ? "matching.bothFemale" : "matching.bothMale")
        }

        public static func sameBreed(_ breed: String) -> String {
            Copy.text("matching.sameBreed", Copy.Taxonomy.breed(breed))
        }

        public static func breedsAlike(_ first: String, _ second: String, group: String) -> String {
            Copy.text(
                "matching.breedsAlike", Copy.Taxonomy.breed(first), Copy.Taxonomy.breed(second),
                Copy.Taxonomy.breedGroup(group).lowercased())
        }

        /// "Found 1.2 km from where it went missing", and where when known: "…, near Bieńczyce,
        /// Kraków" (in miles where it was found in the US or the UK).
        public static func near(kilometres: Double, foundAt place: PlaceDescription? = nil) -> String {
            let distance =
                place?.distanceUnit == .miles
                ? Copy.length(kilometres: kilometres, in: .miles) : distance(kilometres: kilometres)
            let reason = Copy.text("matching.near", distance)
            return place.map { "\(reason), \($0.words)" } ?? reason
        }

        public static func timely(days: Int) -> String {
            switch days {
            case 0: Copy.text("matching.sameDay")
            case 1: Copy.text("matching.dayAfter")
            default: Copy.plural("matching.daysAfter", count: days)
            }
        }

        public static func similarAge(_ first: Int, _ second: Int) -> String {
            first == second
                ? Copy.text("matching.sameAge", Browse.age(years: first))
                : Copy.text("matching.similarAge", first, Browse.age(years: second))
        }

        public static func similarDescription(_ words: [String]) -> String {
            Copy.text("matching.similarDescription", listed(words))
        }

        /// "350 m", "2.4 km", "23 km": as precise as it is worth.
        public static func distance(kilometres: Double) -> String {
            if kilometres < 0.95 { return "\(max(50, Int((kilometres * 20).rounded()) * 50)) m" }
            if kilometres < 9.95 { return Language.current.decimal(tenths: Int((kilometres * 10).rounded())) + " km" }
            return "\(Int(kilometres.rounded())) km"
        }

        /// "a", "a and b", "a, b and c".
        public static func listed(_ words: [String]) -> String {
            guard let last = words.last else { return "" }
            return words.count == 1 ? last : Copy.text("list.and", words.dropLast().joined(separator: ", "), last)
        }
    }
}
