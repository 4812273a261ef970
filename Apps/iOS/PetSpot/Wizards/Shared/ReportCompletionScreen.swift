import PetSpotFlows
import SwiftUI

/// The closing screen of both wizards: what happened, the management password (tap to copy), Close.
struct ReportCompletionScreen: View {
    @State var model: ReportCompletionViewModel

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Tokens.Spacing.large) {
                Text(model.content.title)
                    .font(.petTitle)
                    .foregroundStyle(Color(ColorToken.textPrimary))
                    .accessibilityIdentifier(model.content.titleID)
                Text(model.content.body).font(.petBody).foregroundStyle(Color(ColorToken.textSecondary))
                if let line = model.confirmMailLine {
                    // Why the first mail's confirm button matters: without it no message reaches its owner by mail.
                    Text(line).font(.petBody).foregroundStyle(Color(ColorToken.textPrimary))
                        .accessibilityIdentifier(model.confirmMailAccessibilityID)
                }
                Text(model.content.passwordExplanation).font(.petBody).foregroundStyle(Color(ColorToken.textSecondary))
                PasswordPill(
                    password: model.managementPassword, accessibilityID: model.content.passwordID,
                    onTap: { Task { await model.copyPasswordTapped() } })
                // The system's share sheet: the sooner neighbours see it, the sooner someone recognises the pet.
                if let sharing = model.sharing, let url = URL(string: sharing.url) {
                    Text(ReportSharing.explanation).font(.petBody).foregroundStyle(Color(ColorToken.textSecondary))
                    ShareLink(ReportSharing.shareTitle, item: url)
                        .accessibilityIdentifier(ReportSharing.shareAccessibilityID)
                }
                if let guide = model.finderGuide {
                    // A finder's summary: what to do now, where the pet was found.
                    Text(guide.title).font(.petTitle).foregroundStyle(Color(ColorToken.textPrimary))
                        .accessibilityIdentifier(model.finderGuideAccessibilityID)
                    Text(guide.countryLine).font(.petBody)
                    FinderGuideSteps(guide: guide)
                }
                Spacer()
                PrimaryButton(
                    title: model.closeButtonTitle, accessibilityID: model.content.closeButtonID,
                    action: { model.closeTapped() })
            }
            .padding(.horizontal, Tokens.Spacing.screenEdge)
            .padding(.vertical, Tokens.Spacing.large)
        }
        .background(Color(ColorToken.backgroundWhite))
        .toast(model.toast, onDismiss: { model.dismissToast($0) })
    }
}
