import Foundation
@testable import PetSpotDomain
import Testing

@Suite("One catalogue of every sentence, in every language, with CLDR's plural forms")
struct StringCatalogueTests {
    static let catalogue = StringCatalogue.bundled

    @Test(
        "Given the catalogue, then every key has every language, every plural key every category its languages need, and the same placeholders in every language and form"
    )
    func complete() {
        #expect(Self.catalogue.gaps() == [])
        #expect(Self.catalogue.keys.count >= 11)
    }

    @Test(
        "Given a catalogue made wrong on purpose, then each gap is named: a missing language, a missing plural form, placeholders that differ"
    )
    func theCheckFindsGaps() throws {
        func unit(_ value: String) -> String {
            "{\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(value)\"}}"
        }
        let broken = try StringCatalogue(
            json: Data(
                """
                {"sourceLanguage": "en", "version": "1.0", "strings": {
                  "a": {"localizations": {"en": \(unit("Reward: %@"))}},
                  "b": {"localizations": {"en": {"variations": {"plural": {"one": \(unit("%lld report")), "other": \(unit("%lld reports"))}}},
                                          "pl": {"variations": {"plural": {"one": \(unit("%lld zgłoszenie"))}}}}},
                  "c": {"localizations": {"en": \(unit("Reward: %@")), "pl": \(unit("Nagroda"))}}
                }}
                """.utf8))
        #expect(
            broken.gaps() == [
                "a: no pl", "b (pl): no few, many, other", "c: the placeholders differ between languages or forms",
            ])
        #expect(
            StringCatalogue.placeholders("Nagroda: %@ %%") == ["%@"]
                && StringCatalogue.placeholders("%2$@ %1$lld") == ["%2$@", "%1$lld"])
    }

    @Test(
        "Given counts, then Polish takes one, few and many as CLDR says (1 zgłoszenie, 2 zgłoszenia, 5 zgłoszeń, 12 zgłoszeń, 22 zgłoszenia) and English one and other"
    )
    func plurals() {
        let polish = [1, 2, 3, 4, 5, 11, 12, 14, 21, 22, 25, 102, 112, 0].map {
            Self.catalogue.plural("reports.count", count: $0, in: .polish)
        }
        #expect(
            polish == [
                "1 zgłoszenie", "2 zgłoszenia", "3 zgłoszenia", "4 zgłoszenia", "5 zgłoszeń", "11 zgłoszeń",
                "12 zgłoszeń", "14 zgłoszeń",
                "21 zgłoszeń", "22 zgłoszenia", "25 zgłoszeń", "102 zgłoszenia", "112 zgłoszeń", "0 zgłoszeń",
            ])
        #expect(
            [0, 1, 2].map { Self.catalogue.plural("reports.count", count: $0, in: .english) } == [
                "0 reports", "1 report", "2 reports",
            ])
        #expect(
            Self.catalogue.plural("flyer.visits", count: 3, in: .polish, "wczoraj o 18:40")
                == "Kod z Twojej ulotki otwarto 3 razy, ostatnio wczoraj o 18:40.")
        #expect(
            Self.catalogue.plural("flyer.visits", count: 1, in: .english, "today at 09:05")
                == "Your flyer's code was opened once, today at 09:05.")
    }

    @Test(
        "Given a key in both languages, then each reads with its placeholders filled; the English is Copy's, word for word"
    )
    func englishIsCopys() {
        #expect(Self.catalogue.text("flyer.reward", in: .polish, "500 zł") == "Nagroda: 500 zł")
        #expect(Self.catalogue.text("flyer.reward", in: .english, "500 PLN") == Copy.Flyer.reward("500 PLN"))
        let pairs: [(String, String)] = [
            ("flyer.contactThroughPetSpot", Copy.Flyer.contactThroughPetSpot),
            ("flyer.finderThroughPetSpot", Copy.Flyer.finderThroughPetSpot),
            ("flyer.scan", Copy.Flyer.scan), ("flyer.stripHint", Copy.Flyer.stripHint),
            ("flyer.printButton", Copy.Flyer.printButton),
            ("flyer.link", Copy.Flyer.link), ("flyer.reunited", Copy.Flyer.reunited), ("flyer.ended", Copy.Flyer.ended),
        ]
        for (key, english) in pairs { #expect(Self.catalogue.text(key, in: .english) == english, "\(key)") }
        #expect(Self.catalogue.text("no.such.key", in: .polish) == "no.such.key")
    }
}

@Suite("Every key the code names is in the catalogue")
struct CatalogueKeysTests {
    /// The keys written out in PetSpot's sources (`Copy.text("…")`, `Copy.plural("…"`), read from the files.
    static func namedKeys() throws -> Set<String> {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Sources")
        var keys: Set<String> = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(
                of: /Copy\.(?:text|plural)\((?:[a-zA-Z]+ \? )?"([a-zA-Z.]+)"(?: : "([a-zA-Z.]+)")?/)
            {
                keys.insert(String(match.output.1))
                if let other = match.output.2 { keys.insert(String(other)) }
            }
        }
        return keys
    }

    @Test(
        "Given the sources and the taxonomy, then every key they name (and every species, breed, group, direction and pet's words they build) has words in the catalogue"
    )
    func everyKeyIsThere() throws {
        let catalogue = StringCatalogue.bundled
        let named = try Self.namedKeys()
        #expect(named.count > 400)
        var built: [String] =
            Species.allCases.map { "species.\($0.rawValue)" } + CompassDirection.allCases.map { "direction.\($0)" }
        for species in Species.allCases {
            for words in Copy.PetWords.allCases {
                built += Sex.allCases.flatMap { sex in
                    [AnnouncementStatus.missing, .found].map { words.key($0, species: species, sex: sex) }
                }
            }
            built.append("matching.sameSpecies.\(species.rawValue)")
            for option in SpeciesTaxonomy.bundled.species where option.id == species {
                built += option.breeds.map { "breed.\($0)" } + option.breedGroups.map { "breedGroup.\($0.name)" }
            }
        }
        for status in ["both", "lost", "found"] {
            for species in Species.allCases.map(\.rawValue) + ["ANY"] {
                built += ["one", "many"].map { "alerts.kind.\(status).\(species).\($0)" }
            }
        }
        let missing = (named.union(built)).filter { !catalogue.has($0) }.sorted()
        #expect(missing == [])
    }
}

@Suite("A sentence the API wrote in English, worded again in the client's language")
struct CatalogueWordingTests {
    let catalogue = StringCatalogue.bundled

    @Test(
        "Given the API's English sentences, then each comes back in Polish from the key that wrote it, its arguments carried over, plural forms by the count; a sentence the catalogue never wrote, and English, stay as they are"
    )
    func worded() {
        let cases: [(String, String)] = [
            (Copy.Validation.missingSpecies, "Wybierz gatunek zwierzęcia"),
            ("petName must be a text value", "Pole petName musi być tekstem"),
            ("status must be one of MISSING, FOUND", "Pole status musi mieć jedną z wartości: MISSING, FOUND"),
            ("Must be at most 500 characters", "Wpisz najwyżej 500 znaków"),
            ("Must be at most 254 characters", "Wpisz najwyżej 254 znaki"),
            (
                "One more sighting is on Manage my report.",
                "Jeszcze jedna obserwacja czeka w „Zarządzaj moim zgłoszeniem”."
            ),
            ("Enter a date within the last 20 years", "Podaj datę z ostatnich 20 lat"),
            ("Something no catalogue wrote", "Something no catalogue wrote"),
        ]
        for (english, polish) in cases { #expect(catalogue.worded(english, in: .polish) == polish, "\(english)") }
        #expect(catalogue.worded("Must be at most 500 characters", in: .english) == "Must be at most 500 characters")
    }
}
