import Testing
import PetSpotDomain

@Suite("Microchip number")
struct MicrochipNumberTests {
    // MARK: Typing

    @Test(
        "Given typed text, when read by the microchip field, then only the digits 0-9 are kept in order",
        arguments: [
            ("12a34-5 6", "123456"),
            ("abc", ""),
            ("", ""),
            ("00000-00000-00000", "000000000000000"),
            ("١٢٣", ""),  // Arabic-Indic digits are not 0-9
            ("½7", "7"),
        ]
    )
    func typedTextKeepsDigitsOnly(typed: String, expected: String) {
        #expect(MicrochipNumber.digits(fromTyped: typed) == expected)
    }

    @Test("Given 16 typed digits, when read by the microchip field, then the 16th digit is dropped")
    func sixteenthDigitIsDropped() {
        let digits = MicrochipNumber.digits(fromTyped: "1234567890123456")
        #expect(digits == "123456789012345")
        #expect(digits.count == 15)
        #expect(MicrochipNumber.maxDigits == 15)
    }

    @Test("Given a pasted formatted number longer than 15 digits, when read, then the first 15 digits are kept")
    func pastedLongNumberIsCut() {
        #expect(MicrochipNumber.digits(fromTyped: "12345-67890-12345-678") == "123456789012345")
    }

    // MARK: Formatting

    @Test(
        "Given digits, when formatted for display, then hyphens follow the 5th and 10th digit only once a digit follows",
        arguments: [
            ("", ""),
            ("1", "1"),
            ("12345", "12345"),
            ("123456", "12345-6"),
            ("1234567890", "12345-67890"),
            ("12345678901", "12345-67890-1"),
            ("123456789012345", "12345-67890-12345"),
        ]
    )
    func formatting(digits: String, expected: String) {
        #expect(MicrochipNumber.formatted(digits) == expected)
    }

    @Test("Given 15 digits, when formatted, then the value follows the 00000-00000-00000 placeholder pattern")
    func fifteenDigitsFollowThePlaceholderPattern() {
        let formatted = MicrochipNumber.formatted("000000000000000")
        #expect(formatted == "00000-00000-00000")
        #expect(formatted == Copy.MissingPet.Microchip.placeholder)
        #expect(formatted == Copy.FoundPet.PetDetails.collarDataPlaceholder)
    }

    @Test(
        "Given a formatted value, when typed back into the field, then the same digits are stored",
        arguments: ["1", "12345", "123456", "1234567890", "123456789012345"]
    )
    func formattingRoundTrips(digits: String) {
        #expect(MicrochipNumber.digits(fromTyped: MicrochipNumber.formatted(digits)) == digits)
    }

    // MARK: API rule

    @Test(
        "Given a formatted chip number, when normalised for the API, then hyphens and spaces are stripped",
        arguments: [
            ("12345-67890-12345", "123456789012345"),
            ("123 456", "123456"),
            (" 0042 ", "0042"),
            ("1", "1"),
            ("123456789012345", "123456789012345"),
        ]
    )
    func normalisesFormattedNumbers(apiValue: String, expected: String) {
        #expect(MicrochipNumber.normalize(apiValue: apiValue) == .success(expected))
    }

    @Test(
        "Given a blank chip number, when normalised for the API, then there is no number and no problem",
        arguments: ["", "   ", "-", " - - "]
    )
    func blankIsNil(apiValue: String) {
        #expect(MicrochipNumber.normalize(apiValue: apiValue) == .success(nil))
    }

    @Test(
        "Given letters, other symbols or more than 15 digits, when normalised for the API, then it is INVALID_FORMAT",
        arguments: ["12A45", "1234567890123456", "12.345", "+123", "١٢٣", "12345-67890-123456"]
    )
    func invalidValuesAreRejected(apiValue: String) {
        let expected = FieldProblem(.invalidFormat, Copy.Validation.microchipDigits)
        #expect(MicrochipNumber.normalize(apiValue: apiValue) == .failure(expected))
        #expect(expected.code.rawValue == "INVALID_FORMAT")
    }
}
