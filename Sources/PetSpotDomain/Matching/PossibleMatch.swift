/// A report that may be the same animal as the one being looked at (a found pet for a missing
/// one, or the other way round): how sure the engine is, and why, for a person to judge.
public struct PossibleMatch: Hashable, Sendable, Identifiable, Codable {
    /// The other report, as anyone may see it.
    public var announcement: Announcement
    /// In (0, 1]: higher is likelier the same animal.
    public var score: Double
    /// The evidence for it, strongest first; each with a sentence a pet owner understands.
    public var reasons: [MatchReason]

    public init(announcement: Announcement, score: Double, reasons: [MatchReason]) {
        self.announcement = announcement
        self.score = score
        self.reasons = reasons
    }

    public var id: String { announcement.id }

    /// Whether both reports give the same microchip number (such a match ranks first).
    public var hasSameMicrochip: Bool { reasons.contains { $0.code == .sameMicrochip } }

    /// How sure, in words.
    public var confidence: MatchConfidence { MatchConfidence(score: score, sameMicrochip: hasSameMicrochip) }
}

/// One piece of evidence for a possible match: a code for programs, a sentence for people.
public struct MatchReason: Hashable, Sendable, Codable {
    public var code: Code
    public var message: String

    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    /// The contract's reason codes; a code a newer server adds still reads (its message says it).
    public struct Code: RawRepresentable, Hashable, Sendable, Codable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let sameMicrochip = Code(rawValue: "SAME_MICROCHIP")
        public static let sameSpecies = Code(rawValue: "SAME_SPECIES")
        public static let sameSex = Code(rawValue: "SAME_SEX")
        public static let similarBreed = Code(rawValue: "SIMILAR_BREED")
        public static let near = Code(rawValue: "NEAR")
        public static let timely = Code(rawValue: "TIMELY")
        public static let similarAge = Code(rawValue: "SIMILAR_AGE")
        public static let similarDescription = Code(rawValue: "SIMILAR_DESCRIPTION")
    }
}

/// How sure a possible match is, in the words the cards show.
public enum MatchConfidence: Hashable, Sendable, CaseIterable {
    case veryLikely, likely, possible

    /// The bands of the score (docs/matching.md: how they were chosen on the evaluation set).
    public static let veryLikelyFrom = 0.85
    public static let likelyFrom = 0.5

    public init(score: Double, sameMicrochip: Bool = false) {
        if sameMicrochip || score >= Self.veryLikelyFrom {
            self = .veryLikely
        } else {
            self = score >= Self.likelyFrom ? .likely : .possible
        }
    }
}
