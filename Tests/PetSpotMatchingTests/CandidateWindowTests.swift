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

    @Test(
        "Given a pet reported missing today, then its window still reaches where pets are found far from home: a cat 5 km, a dog 12 km"
    )
    func farFromHomeIsLookedAt() {
        let dog = engine.window(for: Reports.report(.missing), now: now)
        let cat = engine.window(for: Reports.report(.missing, species: .cat), now: now)
        #expect(dog.kilometres >= 12 && cat.kilometres >= 5)
        #expect(GreatCircle.kilometres(from: Reports.home, to: Reports.north(6.3)) < dog.kilometres)
        #expect(GreatCircle.kilometres(from: Reports.home, to: Reports.north(3)) < cat.kilometres)
    }

    @Test(
        "Given a dog found 6.3 km from home and a cat 2.5 km, days apart, with the same sex and breed, then each is shown and ranked above an unlike report nearer"
    )
    func farPairsWithStrongEvidenceAreRanked() throws {
        let dog = Reports.report(.missing, breed: "Labrador Retriever")
        let farDog = Reports.report(.found, at: Reports.north(6.3), breed: "Labrador Retriever")
        let unlikeDog = Reports.report(.found, sex: .unknown, at: Reports.north(2), breed: "Chihuahua")
        #expect(engine.rank(dog, among: [unlikeDog, farDog], limit: 10).first?.id == farDog.id)

        let cat = Reports.report(.missing, species: .cat, breed: "Maine Coon")
        let farCat = Reports.report(
            .found, species: .cat, date: Reports.day.adding(days: 2), at: Reports.north(2.5), breed: "Maine Coon")
        let ranked = engine.rank(cat, among: [farCat], limit: 10)
        #expect(ranked.map(\.id) == [farCat.id])
        // Distance still weighs: the same pair nearer is surer.
        let nearCat = Reports.report(
            .found, species: .cat, date: Reports.day.adding(days: 2), at: Reports.north(0.3), breed: "Maine Coon")
        let near = try #require(engine.assess(cat, nearCat)), far = try #require(engine.assess(cat, farCat))
        #expect(near.score > far.score)
    }
}
