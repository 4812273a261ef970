import Foundation
import PetSpotDomain
import Testing

@Suite("Editing a report: a JSON merge patch (RFC 7396) checked under every create rule")
struct EditTests {
    @Test("Given RFC 7396's own example, then the merge patch gives its result")
    func rfcExample() throws {
        let target = try JSONDecoder().decode(JSONValue.self, from: Data(#"{"title":"Goodbye!","author":{"givenName":"John","familyName":"Doe"},"tags":["example","sample"],"content":"This will be unchanged"}"#.utf8))
        let patch = try JSONDecoder().decode(JSONValue.self, from: Data(#"{"title":"Hello!","phoneNumber":"+01-123-456-7890","author":{"familyName":null},"tags":["example"]}"#.utf8))
        let expected = try JSONDecoder().decode(JSONValue.self, from: Data(#"{"title":"Hello!","author":{"givenName":"John"},"tags":["example"],"content":"This will be unchanged","phoneNumber":"+01-123-456-7890"}"#.utf8))
        #expect(target.mergePatched(with: patch) == expected)
        #expect(target.mergePatched(with: .string("whole")) == .string("whole"), "a patch that is no object replaces")
        #expect(JSONValue.string("x").mergePatched(with: .object(["a": .null])) == .object([:]))
    }

    private let report = CreateAnnouncementRequest(
        status: .missing, species: .dog, sex: .male, lastSeenDate: CalendarDate(year: 2026, month: 3, day: 1)!,
        petName: "Burek", age: 4, email: "owner@example.com", phone: "48512345678", reward: "100 PLN"
    )
    private let now = Date(timeIntervalSince1970: 1_773_144_000)  // 2026-03-10

    @Test("Given a patch, then the named fields change, null clears, the rest stay, and the result is normalised as a create would be")
    func applies() throws {
        let edited = try report.edited(by: ["petName": .string("  Rex "), "reward": .null, "contactVisibility": .string("PRIVATE")], now: now).get()
        #expect(edited.petName == "Rex" && edited.reward == nil && edited.contactVisibility == .private)
        #expect(edited.age == 4 && edited.email == report.email && edited.status == .missing)
    }

    @Test("Given a patch naming status among other problems, then every problem is reported, status as a field that can't change")
    func everyProblem() {
        guard case .failure(let failure) = report.edited(by: ["status": .string("FOUND"), "age": .number(-2), "email": .null, "phone": .null], now: now) else {
            Issue.record("an invalid edit was accepted")
            return
        }
        #expect(failure.errors.map(\.field) == ["status", "age", "contact"])
        #expect(failure.errors.first?.code == .invalidField)
        #expect(failure.errors.first?.message == Copy.Validation.cannotChange("status"))
    }
}
