import Foundation
import PetSpotDomain
import PetSpotMatching
import Testing

@Suite("Possible matches: each reason")
struct ReasonTests {
    let engine = MatchEngine()

    private func reasons(_ lost: Announcement, _ found: Announcement) throws -> [MatchReason.Code: String] {
        let assessment = try #require(engine.assess(lost, found))
        return Dictionary(uniqueKeysWithValues: assessment.reasons.map { ($0.code, $0.message) })
    }

    private func score(_ lost: Announcement, _ found: Announcement) throws -> Double {
        try #require(engine.assess(lost, found)).score
    }

    @Test func sameMicrochip() throws {
        let said = try reasons(
            Reports.report(.missing, microchip: "985112345678901"), Reports.report(.found, microchip: "985112345678901")
        )
        #expect(said[.sameMicrochip] == "Same microchip number")
        // Different chips speak strongly against the pair.
        let base = Reports.report(.missing, microchip: "985112345678901")
        #expect(
            try score(base, Reports.report(.found, microchip: "985112345678999")) < score(base, Reports.report(.found)))
    }

    @Test func sameSpeciesIsAlwaysSaidLast() throws {
        let assessment = try #require(
            engine.assess(Reports.report(.missing, species: .cat), Reports.report(.found, species: .cat)))
        #expect(assessment.reasons.last == MatchReason(code: .sameSpecies, message: "Both are cats"))
    }

    @Test func sameSex() throws {
        #expect(
            try reasons(Reports.report(.missing, sex: .female), Reports.report(.found, sex: .female))[.sameSex]
                == "Both are female")
        #expect(
            try reasons(Reports.report(.missing, sex: .female), Reports.report(.found, sex: .unknown))[.sameSex] == nil)
        #expect(
            try score(Reports.report(.missing, sex: .male), Reports.report(.found, sex: .male))
                > score(Reports.report(.missing, sex: .male), Reports.report(.found, sex: .unknown)))
    }

    @Test func similarBreed() throws {
        let lab = Reports.report(.missing, breed: "Labrador Retriever")
        #expect(
            try reasons(lab, Reports.report(.found, breed: "Labrador Retriever"))[.similarBreed]
                == "Same breed: Labrador Retriever")
        // A finder's own words, and a cross.
        #expect(
            try reasons(lab, Reports.report(.found, breed: "lab mix"))[.similarBreed]
                == "Same breed: Labrador Retriever")
        #expect(
            try reasons(lab, Reports.report(.found, breed: "Golden Retriever"))[.similarBreed]
                == "Similar breeds: Labrador Retriever and Golden Retriever (both retrievers)")
        #expect(
            try reasons(Reports.report(.missing, breed: "German Shepherd"), Reports.report(.found, breed: "Alsatian"))[
                .similarBreed]
                == "Same breed: German Shepherd")
        // Nothing said, or "Mixed breed", is no evidence; two unrelated breeds are a little against.
        let unsaid = try score(lab, Reports.report(.found))
        #expect(try score(lab, Reports.report(.found, breed: "Mixed breed")) == unsaid)
        #expect(try score(lab, Reports.report(.found, breed: "something fluffy")) == unsaid)
        #expect(try score(lab, Reports.report(.found, breed: "Pug")) < unsaid)
        #expect(try score(lab, Reports.report(.found, breed: "Golden Retriever")) > unsaid)
        #expect(
            try score(lab, Reports.report(.found, breed: "Labrador Retriever"))
                > score(lab, Reports.report(.found, breed: "lab mix")))
    }

    @Test func nearSaysHowFar() throws {
        let lost = Reports.report(.missing)
        #expect(
            try reasons(lost, Reports.report(.found, at: Reports.north(0.34)))[.near]
                == "Found 350 m from where it went missing")
        #expect(
            try reasons(lost, Reports.report(.found, at: Reports.north(2.4)))[.near]
                == "Found 2.4 km from where it went missing")
        #expect(
            try score(lost, Reports.report(.found, at: Reports.north(0.3)))
                > score(lost, Reports.report(.found, at: Reports.north(3))))
        #expect(try reasons(lost, Reports.report(.found, at: Reports.north(40)))[.near] == nil)
    }

    @Test func distanceIsJudgedBySpeciesAndDays() throws {
        // 2 km on the first day: near for a dog, far for a cat.
        let found = Reports.report(.found, species: .cat, at: Reports.north(2))
        #expect(try reasons(Reports.report(.missing, species: .cat), found)[.near] == nil)
        #expect(try reasons(Reports.report(.missing), Reports.report(.found, at: Reports.north(2)))[.near] != nil)
        // Ten days on, a cat may be that far.
        let later = Reports.report(.found, species: .cat, date: Reports.day.adding(days: 10), at: Reports.north(2))
        #expect(try reasons(Reports.report(.missing, species: .cat), later)[.near] != nil)
    }

    @Test func timely() throws {
        let lost = Reports.report(.missing)
        #expect(try reasons(lost, Reports.report(.found))[.timely] == "Found the same day it went missing")
        #expect(
            try reasons(lost, Reports.report(.found, date: Reports.day.adding(days: 1)))[.timely]
                == "Found the day after it went missing")
        #expect(
            try reasons(lost, Reports.report(.found, date: Reports.day.adding(days: 6)))[.timely]
                == "Found 6 days after it went missing")
        // Found before it went missing: not timely, and against the pair (a day's slack for loose dates).
        #expect(try reasons(lost, Reports.report(.found, date: Reports.day.adding(days: -1)))[.timely] == nil)
        #expect(
            try score(lost, Reports.report(.found, date: Reports.day.adding(days: -1)))
                > score(lost, Reports.report(.found, date: Reports.day.adding(days: -3))))
    }

    @Test func similarAge() throws {
        let lost = Reports.report(.missing, age: 8)
        #expect(try reasons(lost, Reports.report(.found, age: 8))[.similarAge] == "Both about 8 years old")
        #expect(try reasons(lost, Reports.report(.found, age: 6))[.similarAge] == "Similar age: 8 and 6 years")
        #expect(try reasons(lost, Reports.report(.found, age: 2))[.similarAge] == nil)
        #expect(try score(lost, Reports.report(.found, age: 2)) < score(lost, Reports.report(.found)))
    }

    @Test func similarDescription() throws {
        let lost = Reports.report(
            .missing, description: "Black & white, white socks on both front paws, red collar with a bell")
        let found = Reports.report(.found, description: "tuxedo dog with white paws and a bright red collar")
        #expect(
            try reasons(lost, found)[.similarDescription]
                == "Both descriptions mention black, white, white paws and a red collar")
        let other = Reports.report(.found, description: "ginger, green collar")
        #expect(try score(lost, found) > score(lost, Reports.report(.found)))
        #expect(try score(lost, other) < score(lost, Reports.report(.found)))
    }

    @Test func confidenceInWords() {
        #expect(MatchConfidence(score: 0.2) == .possible)
        #expect(MatchConfidence(score: 0.6) == .likely)
        #expect(MatchConfidence(score: 0.9) == .veryLikely)
        #expect(MatchConfidence(score: 0.1, sameMicrochip: true) == .veryLikely)
        #expect(Copy.Matching.confidence(.veryLikely, sameMicrochip: true) == "Very likely — same microchip")
        #expect(Copy.Matching.confidence(.possible, sameMicrochip: false) == "Possible")
    }
}
