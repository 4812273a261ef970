import PetSpotFlows
import SwiftUI

/// Renders a `BannerModel`: a title, optional detail, optional action button.
struct BannerView: View {
    let model: BannerModel
    var onAction: @MainActor () -> Void = {}

    var body: some View {
        HStack(alignment: .top, spacing: Tokens.Spacing.small) {
            VStack(alignment: .leading, spacing: Tokens.Spacing.small / 2) {
                Text(model.title).font(.petBody).foregroundStyle(Color(ColorToken.textPrimary))
                if let detail = model.detail {
                    Text(detail).font(.petHeader).foregroundStyle(Color(ColorToken.textSecondary))
                }
            }
            Spacer(minLength: 0)
            if let actionTitle = model.actionTitle, let actionID = model.actionAccessibilityID {
                Button(actionTitle, action: onAction)
                    .font(.petBody)
                    .foregroundStyle(Color(ColorToken.primaryBlue))
                    .accessibilityIdentifier(actionID)
            }
        }
        .padding(Tokens.Spacing.medium)
        .background(Color(ColorToken.backgroundDisabled), in: RoundedRectangle(cornerRadius: Tokens.Radius.large))
        .accessibilityElement(children: .contain)
        .accessibilityIdentifier(model.accessibilityID)
    }
}
