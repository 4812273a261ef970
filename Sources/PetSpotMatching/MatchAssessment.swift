import Foundation
import PetSpotDomain

/// The engine's judgement of a pair that the hard rules allow.
public struct MatchAssessment: Sendable {
    /// In (0, 1): the evidence's weights summed onto the prior odds, as a probability.
    public let score: Double
    /// What speaks for the pair, strongest first; the species last (it is always shared).
    public var reasons: [MatchReason] {
        evidence.filter { $0.reason != nil }.sorted { $0.weight > $1.weight }.compactMap { $0.reason?() }
            + [MatchReason(code: .sameSpecies, message: Copy.Matching.sameSpecies(species))]
    }
    private let evidence: [Evidence]
    private let species: Species
    public let sameMicrochip: Bool
    /// Close in place and time, of the same species and no other sex: shown whatever the score, as
    /// the contract promises.
    public let isClose: Bool
    public let kilometres: Double?

    /// Whether the pair is worth a person's look.
    public var isShown: Bool { sameMicrochip || isClose || score >= MatchEngine.minimumScore }
}

extension MatchAssessment {
    /// The prior odds of two reports of one species and the opposite status, somewhere around, being
    /// one animal, as a log: what the evidence adds to.
    static let priorWeight = -3.0

    init(evidence: [Evidence], sameMicrochip: Bool, isClose: Bool, kilometres: Double?, species: Species) {
        let weight = evidence.reduce(Self.priorWeight) { $0 + $1.weight }
        score = 1 / (1 + exp(-weight))
        self.evidence = evidence
        self.species = species
        self.sameMicrochip = sameMicrochip
        self.isClose = isClose
        self.kilometres = kilometres
    }
}

extension MatchAssessment: Equatable {
    /// Two judgements are equal when they say the same: score, reasons in words, and the facts shown.
    public static func == (first: MatchAssessment, second: MatchAssessment) -> Bool {
        first.score == second.score && first.reasons == second.reasons && first.sameMicrochip == second.sameMicrochip
            && first.isClose == second.isClose && first.kilometres == second.kilometres
    }
}
