import PetSpotAPI
import PetSpotDomain
import PetSpotFlows
import SwiftUI

/// "Possible matches" of one report: cards with the photo, how sure in words, and the reasons, each
/// opening the other report. On a report's screen and on "Manage my report".
struct MatchesSection: View {
    @State var model: MatchesViewModel
    let screens: ReportScreens

    var body: some View {
        VStack(alignment: .leading, spacing: Tokens.Spacing.small) {
            Text(model.title).font(.petTitle).foregroundStyle(Color(ColorToken.textPrimary))
            Text(model.explanation).font(.petHeader).foregroundStyle(Color(ColorToken.textSecondary))
            switch model.state {
            case .loading:
                ProgressView()
            case .empty:
                Text(model.emptyMessage).font(.petBody).foregroundStyle(Color(ColorToken.textSecondary))
            case .failed(let message):
                Text(message).font(.petBody).foregroundStyle(Color(ColorToken.textSecondary))
                OutlineButton(title: model.retryTitle, accessibilityID: model.retryAccessibilityID) {
                    Task { await model.load() }
                }
            case .loaded(let cards):
                ForEach(cards) { card in
                    NavigationLink {
                        ReportDetailsScreen(model: screens.details(card.id), screens: screens)
                    } label: {
                        MatchCardView(card: card, client: screens.client)
                    }
                    .buttonStyle(.plain)
                    .accessibilityIdentifier(card.accessibilityID)
                    .accessibilityHint(model.openTitle)
                }
            }
        }
        // A container for UI tests: its cards keep their own identifiers.
        .accessibilityElement(children: .contain)
        .accessibilityIdentifier(model.accessibilityID)
        .task { await model.load() }
    }
}

/// One possible match: the photo, how sure, the other report's title and status, and why.
private struct MatchCardView: View {
    let card: MatchCardModel
    let client: PetSpotClient

    var body: some View {
        HStack(alignment: .top, spacing: Tokens.Spacing.medium) {
            RemotePhoto(path: card.photoPath, client: client)
                .frame(width: Tokens.Size.thumbnail, height: Tokens.Size.thumbnail)
                .clipShape(RoundedRectangle(cornerRadius: Tokens.Radius.small))
            VStack(alignment: .leading, spacing: Tokens.Spacing.small / 2) {
                Text(card.confidence).font(.petHeader)
                    .foregroundStyle(Color(card.level == .veryLikely ? ColorToken.foundPin : ColorToken.textPrimary))
                HStack(spacing: Tokens.Spacing.small) {
                    Text(card.title).font(.petBody).foregroundStyle(Color(ColorToken.textPrimary))
                    StatusBadge(text: card.badge, color: card.badgeColor)
                }
                Text(card.subtitle).font(.petHeader).foregroundStyle(Color(ColorToken.textSecondary))
                ForEach(card.reasons, id: \.self) { reason in
                    Label(reason, systemImage: "checkmark").font(.petHeader).foregroundStyle(
                        Color(ColorToken.textSecondary))
                }
            }
            Spacer(minLength: 0)
        }
        .contentShape(Rectangle())
    }
}
