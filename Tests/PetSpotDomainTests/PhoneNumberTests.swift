import Testing
import PetSpotDomain

@Suite("Phone number")
struct PhoneNumberTests {
    @Test(
        "Given a number with 7 to 11 digits once sanitised, when checked by the wizard and the API, then it is valid",
        arguments: ["1234567", "12345678901", "+48 (123) 456-789", "123.456.7890", "+1 (555) 000-0000", "555-0100 12"]
    )
    func validNumbers(text: String) {
        #expect(PhoneNumber.problem(with: text) == nil)
        #expect(PhoneNumber.apiProblem(with: text) == nil)
    }

    @Test(
        "Given a formatted number, when sanitised, then only + and digits remain in order",
        arguments: [
            ("+48 (123) 456-789", "+48123456789"),
            ("123.456.7890", "1234567890"),
            ("tel: 555 0100", "5550100"),
            ("", ""),
        ]
    )
    func sanitising(text: String, expected: String) {
        #expect(PhoneNumber.sanitized(text) == expected)
    }

    @Test(
        "Given fewer than 7 digits, when checked, then the problem says to enter at least 7 digits",
        arguments: ["123456", "", "+", "12-34-56", "١٢٣٤٥٦٧٨"]
    )
    func tooFewDigits(text: String) {
        let problem = PhoneNumber.problem(with: text)
        #expect(problem == FieldProblem(.invalidFormat, "Enter at least 7 digits"))
    }

    @Test(
        "Given 12 to 15 digits after a leading + (E.164), when checked by the wizard and the API, then a number from abroad is valid",
        arguments: [
            "+44 7700 900123", "+380 67 123 4567", "+44 (0)20 7946 0958", "+1 242 555 0100 99", "+123456789012345",
        ]
    )
    func internationalNumbers(text: String) {
        #expect(PhoneNumber.problem(with: text) == nil)
        #expect(PhoneNumber.apiProblem(with: text) == nil)
    }

    @Test(
        "Given 12 or more digits without a leading +, when checked, then the message says to add + and the country code"
    )
    func longNumberWithoutPlus() {
        let expected = FieldProblem(
            .invalidFormat, "Enter at most 11 digits, or start with + and the country code (+44 7700 900123)")
        #expect(PhoneNumber.problem(with: "44 7700 900123") == expected)
        #expect(PhoneNumber.apiProblem(with: "123456789012") == expected)
    }

    @Test("Given more than 15 digits even after a +, when checked, then it is refused: E.164 ends at 15")
    func tooManyDigits() {
        let problem = PhoneNumber.problem(with: "+48 123 456 789 01234")
        #expect(problem == FieldProblem(.invalidFormat, Copy.Validation.tooManyPhoneDigits))
        #expect(
            PhoneNumber.apiProblem(with: "+1234567890123456")
                == FieldProblem(.invalidFormat, "Enter at most 15 digits: a number with its country code has no more"))
    }

    @Test("Given a number with letters, when checked by the wizard, then letters are ignored, but the API rejects them")
    func lettersIgnoredByWizardRejectedByAPI() {
        let text = "call 123 4567"
        #expect(PhoneNumber.problem(with: text) == nil)
        #expect(PhoneNumber.apiProblem(with: text) == FieldProblem(.invalidFormat, Copy.Validation.phoneCharacters))
    }

    @Test(
        "Given allowed separators but too few digits, when checked by the API, then the digit count problem is reported"
    )
    func apiReportsDigitCount() {
        #expect(
            PhoneNumber.apiProblem(with: "(12) 34-56") == FieldProblem(.invalidFormat, Copy.Validation.invalidPhone))
    }

    @Test(
        "Given a + anywhere but first, or twice, when checked by the wizard or the API, then it is refused and the message says where + goes",
        arguments: ["600+48100200", "++48600100200", "+48 600 100 +200"])
    func plusOnlyFirst(_ text: String) {
        #expect(PhoneNumber.problem(with: text) == FieldProblem(.invalidFormat, Copy.Validation.phonePlusFirst))
        #expect(PhoneNumber.apiProblem(with: text) == FieldProblem(.invalidFormat, Copy.Validation.phonePlusFirst))
        #expect(PhoneNumber.apiProblem(with: "+48 600 100 200") == nil)
    }

    @Test("The digit ranges are 7 to 11, and 12 to 15 after a +")
    func digitRange() {
        #expect(PhoneNumber.digitRange == 7...11)
        #expect(PhoneNumber.internationalDigitRange == 12...15)
    }
}
