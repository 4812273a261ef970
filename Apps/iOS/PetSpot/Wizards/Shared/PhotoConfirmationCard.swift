import PetSpotDomain
import PetSpotFlows
import SwiftUI
import UIKit

/// The photo step with a photo: thumbnail, file name, size and a remove button.
struct PhotoConfirmationCard: View {
    let photo: PhotoReference
    let ids: PhotoStepIdentifiers
    let onRemove: @MainActor () -> Void
    /// The picked photo made small once, off the main thread: decoding the whole file (up to
    /// 10 MB) in `body` did it again on every render.
    @State private var thumbnailImage: UIImage?

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
        .overlay(
            RoundedRectangle(cornerRadius: Tokens.Radius.large).stroke(
                Color(ColorToken.borderLight), lineWidth: Tokens.Border.thin)
        )
        .accessibilityElement(children: .contain)
        .accessibilityIdentifier(ids.confirmationCard)
    }

    /// The picked file, read from where the photo step stored it, as a thumbnail.
    @ViewBuilder private var thumbnail: some View {
        ZStack {
            Color(ColorToken.backgroundDisabled)
            if let thumbnailImage {
                Image(uiImage: thumbnailImage).resizable().scaledToFill()
            }
        }
        .task(id: photo.location) {
            let path = PickedPhotoFiles.applicationSupport().url(for: photo.location).path
            let side = Tokens.Size.thumbnail * 3
            thumbnailImage = await UIImage(contentsOfFile: path)?.byPreparingThumbnail(
                ofSize: CGSize(width: side, height: side))
        }
    }
}
