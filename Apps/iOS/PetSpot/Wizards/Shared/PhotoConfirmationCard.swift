import PetSpotDomain
import PetSpotFlows
import SwiftUI
import UIKit

/// The photo step with a photo: thumbnail, file name, size and a remove button.
struct PhotoConfirmationCard: View {
    let photo: PhotoReference
    let ids: PhotoStepIdentifiers
    let onRemove: @MainActor () -> Void

    var body: some View {
        HStack(spacing: Tokens.Spacing.medium) {
            thumbnail
                .frame(width: Tokens.Size.thumbnail, height: Tokens.Size.thumbnail)
                .clipShape(RoundedRectangle(cornerRadius: Tokens.Radius.small))
            VStack(alignment: .leading, spacing: Tokens.Spacing.small / 2) {
                Text(photo.fileName).font(.petBody).foregroundStyle(Color(ColorToken.textPrimary)).lineLimit(1)
                Text(photo.displayedSize).font(.petHeader).foregroundStyle(Color(ColorToken.textSecondary))
            }
            Spacer(minLength: 0)
            Button(action: onRemove) {
                Image(systemName: Symbols.close).foregroundStyle(Color(ColorToken.textSecondary))
            }
            .accessibilityLabel(Copy.Photo.remove)
            .accessibilityIdentifier(ids.remove)
        }
        .padding(Tokens.Spacing.medium)
        .overlay(RoundedRectangle(cornerRadius: Tokens.Radius.large).stroke(Color(ColorToken.borderLight), lineWidth: Tokens.Border.thin))
        .accessibilityElement(children: .contain)
        .accessibilityIdentifier(ids.confirmationCard)
    }

    /// The picked file itself, read from the path the photo step stored.
    @ViewBuilder private var thumbnail: some View {
        if let image = UIImage(contentsOfFile: photo.location) {
            Image(uiImage: image).resizable().scaledToFill()
        } else {
            Color(ColorToken.backgroundDisabled)
        }
    }
}
