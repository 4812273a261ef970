import Foundation
import PetSpotDomain
import Testing

@Suite("The finder's guide and the reunions' totals")
struct FindersDomainTests {
    @Test(
        "Each country's guide has its seven steps in each language, its own lookups and the sources of its duties",
        arguments: FinderGuide.Country.allCases, Language.allCases)
    func guides(country: FinderGuide.Country, language: Language) {
        let guide = Language.speaking(language) { FinderGuide(country: country) }
        #expect(guide.steps.map(\.id) == ["safety", "collar", "cats", "chip", "report", "publish", "handover"])
        #expect(guide.steps.allSatisfy { !$0.title.isEmpty && !$0.text.isEmpty && !$0.text.hasPrefix("finderGuide.") })
        let chip = guide.steps[3], report = guide.steps[4]
        #expect(!chip.links.isEmpty && chip.links.allSatisfy { $0.url.hasPrefix("https://") })
        switch country {
        case .poland:
            #expect(report.sources.count == 2 && chip.links.map(\.title).contains("SAFE-ANIMAL"))
            #expect(
                report.sources[0].title.contains(
                    language == .polish ? "o rzeczach znalezionych, art. 4–5" : "arts. 4–5"))
        case .unitedKingdom:
            #expect(report.sources.first?.url == "https://www.legislation.gov.uk/ukpga/1990/43/section/150")
            #expect(chip.links.map(\.title) == ["Check a Chip"])
        case .unitedStates:
            #expect(chip.links.map(\.url) == ["https://www.petmicrochiplookup.org"] && report.sources.count == 1)
        case .general:
            #expect(report.sources.isEmpty)
        }
        #expect(guide.steps.filter(\.offersCollar).map(\.id) == ["cats"])
    }

    @Test("A place's country chooses the guide: the UK's and the US's own codes, elsewhere the general one")
    func countryCodes() {
        #expect(FinderGuide.Country(countryCode: "pl") == .poland)
        #expect(FinderGuide.Country(countryCode: "GB") == .unitedKingdom)
        #expect(FinderGuide.Country(countryCode: "JE") == .general, "Jersey has its own laws")
        #expect(FinderGuide.Country(countryCode: "US") == .unitedStates)
        #expect(FinderGuide.Country(countryCode: "IE") == .general && FinderGuide.Country(countryCode: nil) == .general)
    }

    private func reunion(
        _ species: Species, _ how: ReunitedHow?, days: Int = 2, metres: Double? = nil
    ) -> Reunion {
        let lastSeen = CalendarDate(year: 2026, month: 11, day: 1)!
        let place = Coordinates(latitude: 50, longitude: 20)!
        return Reunion(
            species: species, how: how, lastSeenDate: lastSeen,
            resolvedAt: lastSeen.startOfDay(in: .gmt).addingTimeInterval(Double(days) * 86_400 + 3600), place: place,
            foundAt: metres.map { Coordinates(latitude: 50 + $0 / 111_195, longitude: 20)! })
    }

    @Test(
        "Groups under 5 join their species' OTHER way, then OTHER of OTHER, else only the total; medians over 5 or more"
    )
    func totals() {
        let statistics = ReunionStatistics(
            Array(repeating: reunion(.dog, .flyer, days: 1, metres: 500), count: 6)
                + Array(repeating: reunion(.cat, .chip, days: 5, metres: 2000), count: 3)
                + Array(repeating: reunion(.cat, .sighting, days: 9), count: 2)
                + [reunion(.bird, .cameHome), reunion(.rabbit, .socialMedia), reunion(.dog, nil)])
        #expect(statistics.total == 14)
        #expect(
            statistics.groups.map { "\($0.species.rawValue) \($0.reunitedHow.rawValue) \($0.count)" } == [
                "DOG FLYER 6", "CAT OTHER 5",
            ], "a bird and a rabbit alone are only in the total")
        #expect(statistics.medianDays == 2, "1 ×6, 2 ×3, 5 ×3, 9 ×2: the 7th and 8th are 2")
        #expect(statistics.medianDistanceKm == 0.5)
        let few = ReunionStatistics([reunion(.dog, .flyer, metres: 100), reunion(.dog, .flyer, metres: 100)])
        #expect(few.groups.isEmpty && few.medianDays == nil && few.medianDistanceKm == nil)
        let json = String(decoding: try! JSONEncoder().encode(few), as: UTF8.self)
        #expect(json.contains("\"medianDays\":null"), "every key, null where unknown")
    }
}
