import PetSpotFlows
import SwiftUI

/// A wizard step's frame: header on top, scrolling content with 24 pt between fields, the primary
/// button pinned at the bottom.
struct WizardScaffold<Content: View>: View {
    let header: WizardHeader
    let primaryButton: PrimaryButton
    @ViewBuilder let content: Content

    var body: some View {
        VStack(spacing: 0) {
            header
            ScrollView {
                VStack(alignment: .leading, spacing: Tokens.Spacing.large) {
                    content
                }
                .padding(.horizontal, Tokens.Spacing.screenEdge)
                .padding(.vertical, Tokens.Spacing.large)
            }
            .scrollDismissesKeyboard(.interactively)
            primaryButton
                .padding(.horizontal, Tokens.Spacing.screenEdge)
                .padding(.bottom, Tokens.Spacing.medium)
        }
        .background(Color(ColorToken.backgroundWhite))
        .toolbar(.hidden, for: .navigationBar)
    }
}
