import Foundation
import PetSpotDomain
import PetSpotMatching
import Testing

@Suite("Possible matches: the hard rules")
struct HardRuleTests {
    let engine = MatchEngine()

    @Test func anotherSpeciesIsNeverAMatch() {
        let lost = Reports.report(.missing, species: .dog, microchip: "985112345678901")
        let found = Reports.report(.found, species: .cat, microchip: "985112345678901")
        #expect(engine.assess(lost, found) == nil)
        #expect(engine.rank(lost, among: [found], limit: 10).isEmpty)
    }

    @Test func anotherKnownSexOnlyWithTheSameMicrochip() throws {
        let lost = Reports.report(.missing, sex: .female, microchip: "985112345678901")
        #expect(engine.assess(lost, Reports.report(.found, sex: .male)) == nil)
        #expect(engine.assess(lost, Reports.report(.found, sex: .male, microchip: "985112345678902")) == nil)
        let chipped = try #require(
            engine.assess(lost, Reports.report(.found, sex: .male, microchip: "985112345678901")))
        #expect(chipped.sameMicrochip)
        // A sex the finder could not tell is no obstacle.
        #expect(engine.assess(lost, Reports.report(.found, sex: .unknown)) != nil)
    }

    @Test func onlyMissingAgainstFound() {
        let lost = Reports.report(.missing)
        #expect(engine.assess(lost, Reports.report(.missing)) == nil)
        #expect(engine.assess(lost, lost) == nil)
    }

    @Test func theSameMicrochipRanksFirst() throws {
        let lost = Reports.report(
            .missing, breed: "Labrador Retriever", age: 3, description: "black, red collar",
            microchip: "985112345678901")
        // Everything alike but the chip, next door, the same day …
        let twin = Reports.report(
            .found, at: Reports.north(0.1), breed: "Labrador Retriever", age: 3, description: "black, red collar")
        // … against a chip match far away, weeks later, described otherwise.
        let chipped = Reports.report(
            .found, date: Reports.day.adding(days: 40), at: Reports.north(300), breed: "Poodle",
            description: "white", microchip: "985112345678901")
        let ranked = engine.rank(lost, among: [twin, chipped], limit: 10)
        #expect(ranked.map(\.id) == [chipped.id, twin.id])
        #expect(ranked[0].reasons.first?.code == .sameMicrochip)
        #expect(ranked[0].confidence == .veryLikely)
        #expect(ranked[0].hasSameMicrochip)
    }

    @Test func scoresAreWithinZeroAndOneAndTheSameFromEitherSide() throws {
        let lost = Reports.report(.missing, breed: "Beagle", age: 4, description: "tricolour, white paws")
        let found = Reports.report(
            .found, date: Reports.day.adding(days: 2), at: Reports.north(1.2), breed: "beagle mix",
            description: "tri colour with white socks")
        let forward = try #require(engine.assess(lost, found))
        let backward = try #require(engine.assess(found, lost))
        #expect(forward == backward)
        #expect(forward.score > 0 && forward.score <= 1)
    }

    /// The contract: the same species and sex, a few hundred metres and a few days apart, is always
    /// a candidate, however the rest disagrees.
    @Test(arguments: [Species.dog, .cat, .bird, .rabbit, .rodent, .reptile, .other])
    func aCloseReportIsAlwaysShown(species: Species) throws {
        let lost = Reports.report(.missing, species: species, sex: .male, age: 1, description: "all black, blue collar")
        let found = Reports.report(
            .found, species: species, sex: .male, date: Reports.day.adding(days: 3), at: Reports.north(0.4),
            age: 12, description: "white and ginger, no collar")
        let assessment = try #require(engine.assess(lost, found))
        #expect(assessment.isShown)
        #expect(engine.rank(lost, among: [found], limit: 10).count == 1)
    }

    @Test func weakCandidatesAreLeftOut() {
        let lost = Reports.report(.missing, breed: "Chihuahua", age: 2, description: "tan")
        let far = Reports.report(
            .found, date: Reports.day.adding(days: 1), at: Reports.north(50), breed: "Great Dane", age: 9,
            description: "black")
        #expect(engine.rank(lost, among: [far], limit: 10).isEmpty)
    }

    @Test func theLimitAndOrderHold() {
        let lost = Reports.report(.missing)
        let found = (1...8).map { Reports.report(.found, at: Reports.north(Double($0) * 0.3)) }
        let ranked = engine.rank(lost, among: found.shuffled(), limit: 5)
        #expect(ranked.map(\.id) == found.prefix(5).map(\.id))
        #expect(zip(ranked, ranked.dropFirst()).allSatisfy { $0.score >= $1.score })
    }
}
