import Testing
import PetSpotDomain

@Suite("Animal age")
struct AnimalAgeTests {
    @Test(
        "Given a blank or whole-number age from 0 to 40, when parsed, then the age (or none) is read",
        arguments: [("", nil), ("   ", nil), ("0", 0), ("40", 40), (" 7 ", 7), ("05", 5)] as [(String, Int?)]
    )
    func accepted(text: String, expected: Int?) {
        #expect(AnimalAge.parse(text) == .success(expected))
    }

    @Test(
        "Given a whole number outside 0 to 40, when parsed, then the message says the age must be between 0 and 40",
        arguments: ["41", "-1", "100", "99999999999999999999999"]
    )
    func outOfRange(text: String) {
        #expect(AnimalAge.parse(text) == .failure(FieldProblem(.invalidFormat, "Age must be between 0 and 40")))
    }

    @Test(
        "Given an age that is not a whole number, when parsed, then the message asks for a whole number of years",
        arguments: ["2.5", "2,5", "-2.5", "abc", "1e1", "٣"]
    )
    func notWhole(text: String) {
        #expect(AnimalAge.parse(text) == .failure(FieldProblem(.invalidFormat, Copy.Validation.ageNotWhole)))
    }

    @Test(
        "Given a JSON number, when checked by the API rule, then whole numbers 0 to 40 pass and others get their message",
        arguments: [
            (0.0, nil), (40.0, nil), (12.0, nil),
            (2.5, Copy.Validation.ageNotWhole), (41.0, Copy.Validation.invalidAge), (-1.0, Copy.Validation.invalidAge),
            (Double.infinity, Copy.Validation.invalidAge),
        ] as [(Double, String?)]
    )
    func apiRule(value: Double, message: String?) {
        #expect(AnimalAge.problem(with: value) == message.map { FieldProblem(.invalidFormat, $0) })
    }

    @Test("Given a number that is not a number, when checked by the API rule, then it is refused")
    func notANumber() {
        #expect(AnimalAge.problem(with: .nan) != nil)
    }

    @Test("The age range is 0 to 40")
    func range() {
        #expect(AnimalAge.range == 0...40)
    }
}
