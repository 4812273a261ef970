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

    @Test("Given 12 digits, when checked, then it is refused for having more than 11 digits")
    func tooManyDigits() {
        let problem = PhoneNumber.problem(with: "+48 123 456 789 0")
        #expect(problem == FieldProblem(.invalidFormat, Copy.Validation.tooManyPhoneDigits))
        #expect(PhoneNumber.apiProblem(with: "123456789012") == FieldProblem(.invalidFormat, "Enter at most 11 digits"))
    }

    @Test("Given a number with letters, when checked by the wizard, then letters are ignored, but the API rejects them")
    func lettersIgnoredByWizardRejectedByAPI() {
        let text = "call 123 4567"
        #expect(PhoneNumber.problem(with: text) == nil)
        #expect(PhoneNumber.apiProblem(with: text) == FieldProblem(.invalidFormat, Copy.Validation.phoneCharacters))
    }

    @Test("Given allowed separators but too few digits, when checked by the API, then the digit count problem is reported")
    func apiReportsDigitCount() {
        #expect(PhoneNumber.apiProblem(with: "(12) 34-56") == FieldProblem(.invalidFormat, Copy.Validation.invalidPhone))
    }

    @Test("Given a + anywhere but first, or twice, when checked by the wizard or the API, then it is refused and the message says where + goes",
          arguments: ["600+48100200", "++48600100200", "+48 600 100 +200"])
    func plusOnlyFirst(_ text: String) {
        #expect(PhoneNumber.problem(with: text) == FieldProblem(.invalidFormat, Copy.Validation.phonePlusFirst))
        #expect(PhoneNumber.apiProblem(with: text) == FieldProblem(.invalidFormat, Copy.Validation.phonePlusFirst))
        #expect(PhoneNumber.apiProblem(with: "+48 600 100 200") == nil)
    }

    @Test("The digit range is 7 to 11")
    func digitRange() {
        #expect(PhoneNumber.digitRange == 7...11)
    }
}
