import Foundation
import PetSpotDomain
import PetSpotMatching
import Testing

@Suite("Possible matches: where the candidates are looked for")
struct CandidateWindowTests {
    let engine = MatchEngine()
    let now = Reports.day.startOfDay(in: .gmt).addingTimeInterval(12 * 3600)

    @Test func aMissingPetsWindow() {
        let window = engine.window(for: Reports.report(.missing, microchip: "985112345678901"), now: now)
        #expect(window.status == .found)
        #expect(window.species == .dog)
        #expect(window.centre == Reports.home)
        #expect(window.microchip == "985112345678901")
        #expect(window.dates.lowerBound == Reports.day.adding(days: -3))
        #expect(window.dates.contains(Reports.day.adding(days: 60)))
    }

    @Test func theCircleGrowsWithTheDaysAndBySpecies() {
        let today = engine.window(for: Reports.report(.missing), now: now)
        let weeks = engine.window(for: Reports.report(.missing), now: now.addingTimeInterval(21 * 86_400))
        let cat = engine.window(for: Reports.report(.missing, species: .cat), now: now)
        #expect(weeks.kilometres > today.kilometres)
        #expect(cat.kilometres < today.kilometres)
        // A strong candidate (a few hundred metres, same day) is always inside.
        #expect(cat.kilometres >= 1)
    }

    @Test func aFoundPetsWindowLooksBack() {
        let window = engine.window(for: Reports.report(.found), now: now)
        #expect(window.status == .missing)
        #expect(window.dates.upperBound == Reports.day.adding(days: 3))
        #expect(window.dates.contains(Reports.day.adding(days: -60)))
    }
}
