import Foundation

/// "Found a pet? What to do now": the finder's steps where they stand, in the reader's language,
/// each law or duty with its source. A value the web page, the finder's first mail and the app's
/// screen all draw (`FinderGuideViewModel` is the screen), so it lives here, below the mail
/// (`docs/finders.md` has the sources and why each step is there).
public struct FinderGuide: Hashable, Sendable {
    /// The countries the guide knows the rules of; `general` elsewhere.
    public enum Country: String, CaseIterable, Hashable, Sendable {
        case poland = "PL"
        case unitedKingdom = "GB"
        case unitedStates = "US"
        case general = "general"

        /// The guide for a place's country (an ISO 3166-1 alpha-2 code, as the gazetteer gives it):
        /// the UK's crown dependencies have their own laws, so they get the general guide.
        public init(countryCode: String?) {
            switch countryCode?.uppercased() {
            case "PL": self = .poland
            case "GB", "UK": self = .unitedKingdom
            case "US", "PR": self = .unitedStates
            default: self = .general
            }
        }

        /// "Guidance for Poland." and the choice's own name ("Poland", "Somewhere else").
        public var name: String { Copy.text("finderGuide.country.\(rawValue)") }
        public var choiceTitle: String { Copy.text("finderGuide.choice.\(rawValue)") }
    }

    public struct Link: Hashable, Sendable {
        public let title: String
        public let url: String
    }

    /// Where a law or duty is written.
    public struct Source: Hashable, Sendable {
        public let title: String
        public let url: String?
        /// "Source: …".
        public var line: String { Copy.text("finderGuide.source", title) }
    }

    public struct Step: Hashable, Sendable, Identifiable {
        public let id: String
        public let title: String
        public let text: String
        public let links: [Link]
        public let sources: [Source]
        /// The step that offers the paper collar (cats).
        public var offersCollar: Bool { id == "cats" }
    }

    public let country: Country
    public let title = Copy.text("finderGuide.title")
    public let intro = Copy.text("finderGuide.intro")
    public var countryLine: String { Copy.text("finderGuide.countryLine", country.name) }
    public let steps: [Step]

    public init(country: Country) {
        self.country = country
        steps = Self.steps(for: country)
    }

    /// The steps in the order a finder takes them, each in the language of the moment.
    static func steps(for country: Country) -> [Step] {
        func step(_ id: String, _ text: String, links: [Link] = [], sources: [Source] = []) -> Step {
            Step(id: id, title: Copy.text("finderGuide.\(id).title"), text: text, links: links, sources: sources)
        }
        /// A step whose words differ by country: `finderGuide.safety.PL`.
        func localText(_ id: String) -> String { Copy.text("finderGuide.\(id).\(country.rawValue)") }
        return [
            step("safety", localText("safety")),
            step("collar", Copy.text("finderGuide.collar.text")),
            step("cats", Copy.text("finderGuide.cats.text")),
            step("chip", localText("chip"), links: Self.chipLookups(country), sources: chipLaw(country)),
            step("report", localText("report"), sources: Self.duties(country)),
            step("publish", Copy.text("finderGuide.publish.text")),
            step("handover", Copy.text("finderGuide.handover.text")),
        ]
    }

    /// Where a chip's number is looked up, by country (their names in the catalogue, as every word shown).
    static func chipLookups(_ country: Country) -> [Link] {
        func link(_ key: String, _ url: String) -> Link {
            Link(title: Copy.text("finderGuide.lookup.\(key)"), url: url)
        }
        let safeAnimal = link("safeAnimal", "https://www.safe-animal.eu")
        let identyfikacja = link("identyfikacja", "https://www.identyfikacja.pl")
        let europetnet = link("europetnet", "https://www.europetnet.com")
        let aaha = link("aaha", "https://www.petmicrochiplookup.org")
        return switch country {
        case .poland: [safeAnimal, identyfikacja, europetnet]
        case .unitedKingdom: [link("checkAChip", "https://www.check-a-chip.co.uk")]
        case .unitedStates: [aaha]
        case .general: [europetnet, aaha]
        }
    }

    static func chipLaw(_ country: Country) -> [Source] {
        country == .unitedKingdom
            ? [
                Source(
                    title: Copy.text("finderGuide.source.chipping"),
                    url: nil)
            ] : []
    }

    /// Each country's law behind the duty to report.
    static func duties(_ country: Country) -> [Source] {
        switch country {
        case .poland:
            [
                Source(
                    title: Copy.text("finderGuide.source.foundItems"),
                    url: "https://isap.sejm.gov.pl/isap.nsf/DocDetails.xsp?id=WDU20150000397"),
                Source(
                    title: Copy.text("finderGuide.source.animalProtection"),
                    url: "https://isap.sejm.gov.pl/isap.nsf/DocDetails.xsp?id=WDU19971110724"),
            ]
        case .unitedKingdom:
            [
                Source(
                    title: Copy.text("finderGuide.source.epa"),
                    url: "https://www.legislation.gov.uk/ukpga/1990/43/section/150"),
                Source(
                    title: Copy.text("finderGuide.source.dogsNI"),
                    url: "https://www.legislation.gov.uk/nisi/1983/764/contents"),
            ]
        case .unitedStates: [Source(title: Copy.text("finderGuide.source.usLocal"), url: nil)]
        case .general: []
        }
    }
}
