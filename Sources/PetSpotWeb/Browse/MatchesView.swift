import PetSpotDomain
import PetSpotFlows

/// "Possible matches" as a page draws them (`matches.mustache`), from `MatchesViewModel`: on a
/// report's page and on "Manage my report".
struct MatchesView {
    struct Card {
        let href: String
        let title: String
        let badge: String
        let badgeClass: String
        let subtitle: String
        let photoURL: String?
        let photoAlt: String
        let confidence: String
        let isStrong: Bool
        let reasons: [String]
        let openTitle: String
        let testID: String
    }

    let title: String
    let explanation: String
    let cards: [Card]
    let empty: String?
    let failure: String?
    let testID: String

    /// The matches of `reportID`, read now.
    @MainActor
    static func load(_ reportID: String, matching: any ReportMatching) async -> MatchesView {
        let model = MatchesViewModel(reportID: reportID, matching: matching)
        await model.load()
        return MatchesView(model)
    }

    @MainActor
    init(_ model: MatchesViewModel) {
        title = model.title
        explanation = model.explanation
        testID = model.accessibilityID
        cards = model.cards.map { card in
            Card(
                href: SitePath.report(.value(card.id)).path, title: card.title, badge: card.badge,
                badgeClass: card.badgeColor.badgeClass,
                subtitle: card.subtitle, photoURL: card.photoPath, photoAlt: "\(Copy.Web.photoAlt): \(card.title)",
                confidence: card.confidence, isStrong: card.level == .veryLikely, reasons: card.reasons,
                openTitle: model.openTitle,
                testID: card.accessibilityID)
        }
        empty = model.state == .empty ? model.emptyMessage : nil
        if case .failed(let message) = model.state { failure = message } else { failure = nil }
    }
}
