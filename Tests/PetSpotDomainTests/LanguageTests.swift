import Foundation
@testable import PetSpotDomain
import Testing

@Suite("Languages: which one a visitor asks for, and dates and numbers as each writes them")
struct LanguageTests {
    @Test(
        "Given Accept-Language values, then the language is the highest-quality one PetSpot speaks, the first among equals; none it speaks, or q=0, is nil"
    )
    func negotiation() {
        #expect(Language.negotiated("pl-PL,pl;q=0.9,en-US;q=0.8,en;q=0.7") == .polish)
        #expect(Language.negotiated("en-GB, pl") == .english)
        #expect(Language.negotiated("de;q=1, pl;q=0.3, en;q=0.5") == .english)
        #expect(
            Language.negotiated("de, fr") == nil && Language.negotiated("pl;q=0") == nil
                && Language.negotiated("") == nil)
        #expect(Language(code: "pl_PL") == .polish && Language(code: "EN") == .english && Language(code: "plx") == nil)
    }

    @Test(
        "Given days and tenths, then each language writes them as Foundation's format styles do for its locale (18/11/2026, 18.11.2026; 1.5, 1,5)"
    )
    func formatsAsFoundation() {
        let utc = TimeZone(identifier: "UTC")!
        for language in Language.allCases {
            let style = Date.FormatStyle(date: .numeric, time: .omitted, locale: language.locale, timeZone: utc).day(
                .twoDigits
            ).month(.twoDigits).year()
            for day in stride(from: 0, to: 3_000, by: 37) {
                let date = Date(timeIntervalSince1970: 1_700_000_000 + Double(day) * 86_400)
                let shown = Language.speaking(language) { CalendarDate(date, in: utc).displayed }
                #expect(shown == date.formatted(style), "\(language) \(date)")
            }
            for tenths in [0, 5, 12, 99, 100, 1234] {
                let number = (Double(tenths) / 10).formatted(
                    .number.locale(language.locale).precision(.fractionLength(1)).grouping(.never))
                #expect(language.decimal(tenths: tenths) == number)
            }
        }
        #expect(Language.speaking(.polish) { Copy.length(kilometres: 1.24) } == "1,2 km")
        #expect(Copy.length(kilometres: 1.24) == "1.2 km")
    }

    @Test(
        "Given Polish, then counted words agree with their number and the animal's gender: 2 lata, 5 lat, Zaginęła kotka, Znaleziony pies"
    )
    func polishAgreement() {
        Language.speaking(.polish) {
            #expect([1, 2, 5, 22].map { Copy.Browse.age(years: $0) } == ["1 rok", "2 lata", "5 lat", "22 lata"])
            #expect(Copy.Flyer.title(.missing, species: .cat, sex: .female) == "Zaginęła kotka")
            #expect(Copy.Flyer.title(.missing, species: .dog, sex: .male) == "Zaginął pies")
            #expect(Copy.Flyer.title(.found, species: .dog, sex: .unknown) == "Znaleziony pies")
            #expect(Copy.Flyer.headline(.missing, species: .other, sex: .unknown) == "ZAGINĘŁO ZWIERZĘ")
            #expect(
                Copy.Alerts.subject(
                    count: 3, kind: Copy.Alerts.kind(missing: true, found: false, species: .dog, plural: true),
                    where: "w pobliżu: Nowa Huta")
                    == "3 nowe zgłoszenia: zaginione psy w pobliżu: Nowa Huta")
            #expect(
                Copy.Taxonomy.breed("German Shepherd") == "Owczarek niemiecki"
                    && Copy.Taxonomy.breed("Kundel z podwórka") == "Kundel z podwórka")
        }
        #expect(
            Copy.Flyer.title(.missing, species: .cat, sex: .female) == "Lost cat"
                && Copy.Browse.age(years: 2) == "2 years")
    }

    @Test(
        "Given Polish, then a report's badge agrees with its title (\"Zaginiona\" beside \"Zaginęła kotka\", not \"Zaginione\"); a stopped alert's question says the others stay on"
    )
    func polishBadgeAgrees() {
        Language.speaking(.polish) {
            #expect(Copy.PetWords.badge.words(.missing, species: .cat, sex: .female) == "Zaginiona")
            #expect(Copy.PetWords.badge.words(.missing, species: .dog, sex: .male) == "Zaginiony")
            #expect(Copy.PetWords.badge.words(.found, species: .other, sex: .unknown) == "Znalezione")
            #expect(Copy.PetWords.badge.words(.found, species: .rabbit, sex: .female) == "Znaleziona")
            #expect(Copy.Alerts.stopQuestion.contains("pozostaną włączone"))
        }
        #expect(Copy.PetWords.badge.words(.missing, species: .cat, sex: .female) == "Missing")
    }

    @Test(
        "Given the pseudo-language, then every sentence is the English accented, in brackets and at least 40% longer, its placeholders filled"
    )
    func pseudo() {
        Copy.$pseudo.withValue(true) {
            for long in [Copy.Web.tagline, Copy.Browse.reportMissing, Copy.Reaching.sightingTitle] {
                #expect(long.hasPrefix("[") && long.hasSuffix("]"))
            }
            let tagline = Copy.Web.tagline
            #expect(tagline.count >= Int((Double("Lost and found pets near you".count) * 1.4).rounded(.up)))
            #expect(Copy.Flyer.reward("500 PLN").contains("500 PLN") && !Copy.Flyer.reward("500 PLN").contains("%"))
        }
    }

    @Test(
        "Issue 49: Given work where the language must be said (the server's), then words read with none said trap (debug builds); said, they are that language's"
    )
    func unsaidLanguageTraps() async {
        #expect(
            Language.$mustBeSaid.withValue(true) { Language.speaking(.polish) { Copy.Feeds.kind(nil) } }
                == "Zaginione i znalezione zwierzęta")
        #expect(Language.speaking(.polish) { Language.current } == .polish)
        #expect(Language.current == .preferred, "unsaid, and not required: the phone's")
        await #expect(processExitsWith: .failure) {
            _ = Language.$mustBeSaid.withValue(true) { Copy.Feeds.kind(nil) }
        }
    }
}
