import Foundation
import Testing
import PetSpotDomain

@Suite("Sex and announcement status")
struct SexAndStatusTests {
    @Test(
        "Given a sex, then its wire value and display name are the contract's and the seeds'",
        arguments: [(Sex.male, "MALE", "Male"), (.female, "FEMALE", "Female"), (.unknown, "UNKNOWN", "Unknown")]
    )
    func sexWireAndDisplay(sex: Sex, wire: String, display: String) {
        #expect(sex.rawValue == wire)
        #expect(Sex(rawValue: wire) == sex)
        #expect(sex.displayName == display)
    }

    @Test("The sex wire values are exactly MALE, FEMALE and UNKNOWN")
    func allSexes() {
        #expect(Set(Sex.allCases.map(\.rawValue)) == ["MALE", "FEMALE", "UNKNOWN"])
        #expect(Sex(rawValue: "male") == nil)
    }

    @Test("Given the wizards, when they offer a sex, then the two cards are Female then Male")
    func wizardOptions() {
        #expect(Sex.wizardOptions == [.female, .male])
        #expect(Sex.wizardOptions.map(\.displayName) == ["Female", "Male"])
        #expect(Gender.female == Sex.female)
    }

    @Test("Given a sex and a status, when encoded as JSON, then their wire values are written")
    func encodedAsWireValues() throws {
        let data = try JSONEncoder().encode([Sex.female.rawValue: AnnouncementStatus.found])
        #expect(String(decoding: data, as: UTF8.self) == #"{"FEMALE":"FOUND"}"#)
        let sexes = try JSONDecoder().decode([Sex].self, from: Data(#"["MALE","UNKNOWN"]"#.utf8))
        #expect(sexes == [.male, .unknown])
    }

    @Test("The statuses are exactly MISSING and FOUND")
    func statuses() {
        #expect(AnnouncementStatus.allCases.map(\.rawValue) == ["MISSING", "FOUND"])
        #expect(AnnouncementStatus(rawValue: "LOST") == nil)
        #expect(AnnouncementStatus(rawValue: "FOUND") == .found)
        #expect(AnnouncementStatus(rawValue: "MISSING") == .missing)
    }
}
