import Foundation
@testable import PetSpotDomain
import Testing

@Suite("One catalogue of every sentence, in every language, with CLDR's plural forms")
struct StringCatalogueTests {
    static let catalogue = StringCatalogue.bundled

    @Test("Given the catalogue, then every key has every language, every plural key every category its languages need, and the same placeholders in every language and form")
    func complete() {
        #expect(Self.catalogue.gaps() == [])
        #expect(Self.catalogue.keys.count >= 11)
    }

    @Test("Given a catalogue made wrong on purpose, then each gap is named: a missing language, a missing plural form, placeholders that differ")
    func theCheckFindsGaps() throws {
        func unit(_ value: String) -> String { "{\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(value)\"}}" }
        let broken = try StringCatalogue(json: Data("""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "a": {"localizations": {"en": \(unit("Reward: %@"))}},
              "b": {"localizations": {"en": {"variations": {"plural": {"one": \(unit("%lld report")), "other": \(unit("%lld reports"))}}},
                                      "pl": {"variations": {"plural": {"one": \(unit("%lld zgłoszenie"))}}}}},
              "c": {"localizations": {"en": \(unit("Reward: %@")), "pl": \(unit("Nagroda"))}}
            }}
            """.utf8))
        #expect(broken.gaps() == ["a: no pl", "b (pl): no few, many, other", "c: the placeholders differ between languages or forms"])
        #expect(StringCatalogue.placeholders("Nagroda: %@ %%") == ["%@"] && StringCatalogue.placeholders("%2$@ %1$lld") == ["%2$@", "%1$lld"])
    }

    @Test("Given counts, then Polish takes one, few and many as CLDR says (1 zgłoszenie, 2 zgłoszenia, 5 zgłoszeń, 12 zgłoszeń, 22 zgłoszenia) and English one and other")
    func plurals() {
        let polish = [1, 2, 3, 4, 5, 11, 12, 14, 21, 22, 25, 102, 112, 0].map { Self.catalogue.plural("reports.count", count: $0, in: .polish) }
        #expect(polish == ["1 zgłoszenie", "2 zgłoszenia", "3 zgłoszenia", "4 zgłoszenia", "5 zgłoszeń", "11 zgłoszeń", "12 zgłoszeń", "14 zgłoszeń",
                           "21 zgłoszeń", "22 zgłoszenia", "25 zgłoszeń", "102 zgłoszenia", "112 zgłoszeń", "0 zgłoszeń"])
        #expect([0, 1, 2].map { Self.catalogue.plural("reports.count", count: $0, in: .english) } == ["0 reports", "1 report", "2 reports"])
        #expect(Self.catalogue.plural("flyer.visits", count: 3, in: .polish, "wczoraj o 18:40") == "Kod z Twojej ulotki otwarto 3 razy, ostatnio wczoraj o 18:40.")
        #expect(Self.catalogue.plural("flyer.visits", count: 1, in: .english, "today at 09:05") == "Your flyer's code was opened once, today at 09:05.")
    }

    @Test("Given a key in both languages, then each reads with its placeholders filled; the English is Copy's, word for word")
    func englishIsCopys() {
        #expect(Self.catalogue.text("flyer.reward", in: .polish, "500 zł") == "Nagroda: 500 zł")
        #expect(Self.catalogue.text("flyer.reward", in: .english, "500 PLN") == Copy.Flyer.reward("500 PLN"))
        let pairs: [(String, String)] = [
            ("flyer.contactThroughPetSpot", Copy.Flyer.contactThroughPetSpot), ("flyer.finderThroughPetSpot", Copy.Flyer.finderThroughPetSpot),
            ("flyer.scan", Copy.Flyer.scan), ("flyer.stripHint", Copy.Flyer.stripHint), ("flyer.printButton", Copy.Flyer.printButton),
            ("flyer.link", Copy.Flyer.link), ("flyer.reunited", Copy.Flyer.reunited), ("flyer.ended", Copy.Flyer.ended),
        ]
        for (key, english) in pairs { #expect(Self.catalogue.text(key, in: .english) == english, "\(key)") }
        #expect(Self.catalogue.text("no.such.key", in: .polish) == "no.such.key")
    }
}
