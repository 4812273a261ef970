import PetSpotDomain
import PetSpotFlows
import SwiftUI

/// The photo step without a photo: the upload tile with its Browse button.
struct PhotoEmptyTile: View {
    let copy: PhotoStepCopy
    let browseAccessibilityID: String
    let onBrowse: @MainActor () -> Void

    var body: some View {
        VStack(spacing: Tokens.Spacing.small) {
            Image(systemName: Symbols.addPhoto)
                .font(.petTitle)
                .foregroundStyle(Color(ColorToken.primaryBlue))
            Text(copy.emptyPrimary).font(.petBody).foregroundStyle(Color(ColorToken.textPrimary))
            Text(copy.emptySecondary).font(.petHeader).foregroundStyle(Color(ColorToken.textSecondary))
            OutlineButton(title: Copy.Photo.browse, accessibilityID: browseAccessibilityID, action: onBrowse)
        }
        .padding(Tokens.Spacing.large)
        .frame(maxWidth: .infinity)
        .overlay(
            RoundedRectangle(cornerRadius: Tokens.Radius.large)
                .stroke(
                    Color(ColorToken.borderDefault),
                    style: StrokeStyle(lineWidth: Tokens.Border.thin, dash: [Tokens.Spacing.small])))
    }
}
