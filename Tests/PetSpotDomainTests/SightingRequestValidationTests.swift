import Foundation
import PetSpotDomain
import Testing

@Suite("A sighting's rules, in a witness's words")
struct SightingRequestValidationTests {
    @Test("Given a sighting without a place, then each coordinate says where the pet was seen, not where it was found")
    func placeIsWhereTheyWereSeen() throws {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let lastSeen = try #require(CalendarDate(year: 2026, month: 11, day: 20))
        let result = SightingRequest.validate(
            ["seenAt": .string("2027-01-15T08:00:00.000Z")], lastSeenDate: lastSeen, now: now)
        guard case .failure(let failure) = result else {
            Issue.record("a sighting without a place was taken")
            return
        }
        let said = Dictionary(failure.errors.map { ($0.field, $0.message) }, uniquingKeysWith: { first, _ in first })
        #expect(said["locationLatitude"] == Copy.Validation.sightingLocationRequired)
        #expect(said["locationLongitude"] == Copy.Validation.sightingLocationRequired)
        #expect(!Copy.Validation.sightingLocationRequired.contains("found"))
    }
}
