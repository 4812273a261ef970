import Testing
import PetSpotDomain

@Suite("Free text and text limits")
struct FreeTextAndTextLimitTests {
    // MARK: TextLimit

    @Test("The limits are 500 for descriptions, 100 for name, breed and reward, 300 for the current address")
    func limits() {
        #expect(TextLimit.description == 500)
        #expect(TextLimit.petName == 100)
        #expect(TextLimit.breed == 100)
        #expect(TextLimit.reward == 100)
        #expect(TextLimit.currentAddress == 300)
    }

    @Test(
        "Given text at or under the limit, when capped, then it is unchanged",
        arguments: ["", "Brown collar", String(repeating: "a", count: 500), String(repeating: "🐕", count: 500)]
    )
    func underLimitUnchanged(text: String) {
        #expect(TextLimit.capped(text, to: TextLimit.description) == text)
    }

    @Test("Given 501 characters, when capped at 500, then the 501st is dropped")
    func overLimitIsCut() {
        let text = String(repeating: "a", count: 500) + "b"
        let capped = TextLimit.capped(text, to: 500)
        #expect(capped.count == 500)
        #expect(capped == String(repeating: "a", count: 500))
    }

    @Test(
        "Given emoji and combined characters, when capped, then each one counts as one character and none is split",
        arguments: ["🐕", "e\u{301}", "ñ"]
    )
    func graphemeClustersCountAsOne(character: String) {
        let text = String(repeating: character, count: 501)
        let capped = TextLimit.capped(text, to: 500)
        #expect(capped.count == 500)
        #expect(capped == String(repeating: character, count: 500))
        #expect(
            TextLimit.capped(String(repeating: character, count: 500), to: 500)
                == String(repeating: character, count: 500))
        #expect(TextLimit.problem(with: capped, limit: 500) == nil)
    }

    @Test(
        "Given characters of many bytes each (emoji with skin tones, families, flags, stacked accents), then a field holds at most 4 bytes per character allowed, cut between characters",
        arguments: ["👍🏽", "👨‍👩‍👧‍👦", "🇵🇱", "a\u{301}\u{302}\u{303}"]
    )
    func bytesCapped(character: String) {
        let text = String(repeating: character, count: 500)
        #expect(TextLimit.problem(with: text, limit: 500) == FieldProblem(.invalidFormat, Copy.Validation.tooManyBytes))
        let capped = TextLimit.capped(text, to: 500)
        #expect(capped.utf8.count <= 2_000)
        #expect(capped == String(repeating: character, count: 2_000 / character.utf8.count))
        #expect(TextLimit.problem(with: capped, limit: 500) == nil)
        #expect(
            TextLimit.problem(with: "a" + String(repeating: "\u{301}", count: 12_000), limit: 100)
                == FieldProblem(.invalidFormat, Copy.Validation.tooManyBytes))
    }

    // MARK: FreeText

    @Test(
        "Given text with surrounding whitespace, when normalised, then it is trimmed and otherwise verbatim",
        arguments: [
            ("  Rex \n", "Rex"),
            ("\tMax  the\ndog ", "Max  the\ndog"),
            ("<b>Rex</b> & co", "<b>Rex</b> & co"),
            ("Brown collar.", "Brown collar."),
        ]
    )
    func normalisedTrims(text: String, expected: String) {
        #expect(FreeText.normalized(text) == expected)
    }

    @Test(
        "Given blank or missing text, when normalised, then there is none",
        arguments: ["", "   ", "\n\t \r\n", nil] as [String?]
    )
    func blankIsNil(text: String?) {
        #expect(FreeText.normalized(text) == nil)
    }

    @Test(
        "Given text with only printable characters, tabs and line breaks, when checked, then no forbidden control character is found",
        arguments: ["Plain text", "Line one\nLine two", "Windows\r\nline", "Col\tumn", "Emoji 🐶", ""]
    )
    func allowedCharacters(text: String) {
        #expect(!FreeText.hasForbiddenControlCharacters(text))
    }

    @Test(
        "Given text with a control character other than tab or line break, when checked, then it is found",
        arguments: ["Bell\u{7}", "\u{0}", "Esc\u{1B}[31m", "Delete\u{7F}", "Vertical\u{0B}tab"]
    )
    func forbiddenCharacters(text: String) {
        #expect(FreeText.hasForbiddenControlCharacters(text))
    }
}
