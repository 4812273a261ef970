import PetSpotDomain

/// One possible match as a card shows it: the other report's photo and title, how sure in words,
/// and the reasons, each a sentence.
public struct MatchCardModel: Identifiable, Hashable, Sendable {
    /// The other report's id: the card opens its page.
    public let id: String
    public let title: String
    public let badge: String
    public let badgeColor: ColorToken
    public let subtitle: String
    public let photoPath: String?
    /// "Very likely — same microchip", "Likely", "Possible".
    public let confidence: String
    public let level: MatchConfidence
    public let reasons: [String]
    public let accessibilityID = TestIdentifiers.Matching.card

    public init(_ match: PossibleMatch) {
        let row = ReportRowModel(match.announcement)
        id = row.id
        title = row.title
        badge = row.badge
        badgeColor = row.badgeColor
        subtitle = row.subtitle
        photoPath = row.photoPath
        level = match.confidence
        confidence = Copy.Matching.confidence(match.confidence, sameMicrochip: match.hasSameMicrochip)
        reasons = match.reasons.map(\.message)
    }
}
