import PetSpotDomain
import PetSpotFlows
import Testing

/// Possible matches from a list, or a failure.
final class FakeMatching: ReportMatching, @unchecked Sendable {
    let result: Locked<Result<[PossibleMatch], BrowseError>>
    let asked = Locked<[Int]>([])

    init(_ result: Result<[PossibleMatch], BrowseError>) {
        self.result = Locked(result)
    }

    func matches(of id: String, limit: Int) async throws(BrowseError) -> [PossibleMatch] {
        asked.update { $0.append(limit) }
        return try result.get().get()
    }
}

@Suite("Possible matches: the cards' view model")
@MainActor
struct MatchesViewModelTests {
    static let chipped = PossibleMatch(
        announcement: FakeBrowsing.report(id: "f1", status: .found, petName: nil, breed: "Beagle"), score: 0.9999,
        reasons: [
            MatchReason(code: .sameMicrochip, message: "Same microchip number"),
            MatchReason(code: .sameSpecies, message: "Both are dogs"),
        ])
    static let possible = PossibleMatch(
        announcement: FakeBrowsing.report(id: "f2", status: .found, petName: nil, breed: nil), score: 0.2,
        reasons: [MatchReason(code: .sameSpecies, message: "Both are dogs")])

    @Test func cardsInOrderWithConfidenceAndReasons() async {
        let matching = FakeMatching(.success([Self.chipped, Self.possible]))
        let model = MatchesViewModel(reportID: "r1", matching: matching)
        #expect(model.state == .loading)
        await model.load()
        #expect(matching.asked.get() == [10])
        #expect(model.cards.map(\.id) == ["f1", "f2"])
        let first = model.cards[0]
        #expect(first.confidence == "Very likely — same microchip" && first.level == .veryLikely)
        #expect(first.reasons == ["Same microchip number", "Both are dogs"])
        #expect(first.title == "Beagle" && first.badge == "Found")
        #expect(first.photoPath == nil || first.photoPath?.contains("thumbnail") == true)
        #expect(first.accessibilityID == TestIdentifiers.Matching.card)
        #expect(model.cards[1].confidence == "Possible" && model.cards[1].title == "Dog")
    }

    @Test func noneIsSaid() async {
        let model = MatchesViewModel(reportID: "r1", matching: FakeMatching(.success([])))
        await model.load()
        #expect(model.state == .empty && model.emptyMessage == Copy.Matching.none)
    }

    @Test func aFailureIsSaidAndRetried() async {
        let matching = FakeMatching(.failure(.noConnection))
        let model = MatchesViewModel(reportID: "r1", matching: matching, limit: 5)
        await model.load()
        #expect(model.state == .failed(Copy.Matching.failed) && model.cards.isEmpty)
        matching.result.set(.success([Self.possible]))
        await model.load()
        #expect(model.cards.map(\.id) == ["f2"] && matching.asked.get() == [5, 5])
    }
}
