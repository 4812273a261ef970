import PetSpotAPI
import PetSpotFlows
import SwiftUI

/// Home's "Reunited" strip over `ReunitedStripViewModel`: how many pets are home again and the
/// latest reunions, side by side; nothing at all until there is one.
struct ReunitedStripView: View {
    @State var model: ReunitedStripViewModel
    let client: PetSpotClient

    var body: some View {
        // A stack, not a `Group`: a group empty until the first load carries no view for `.task`
        // to start from, so the strip never loaded and never appeared.
        VStack(alignment: .leading, spacing: 0) {
            if model.isShown {
                VStack(alignment: .leading, spacing: Tokens.Spacing.small) {
                    Text(model.title).font(.petTitle).foregroundStyle(Color(ColorToken.textPrimary))
                    Text(model.countText)
                        .font(.petBody)
                        .foregroundStyle(Color(ColorToken.textSecondary))
                        .accessibilityIdentifier(model.countAccessibilityID)
                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack(spacing: Tokens.Spacing.small) {
                            ForEach(model.rows) { row in
                                VStack(alignment: .leading, spacing: Tokens.Spacing.small / 2) {
                                    RemotePhoto(path: row.photoPath, client: client)
                                        .frame(width: Tokens.Size.thumbnail, height: Tokens.Size.thumbnail)
                                        .clipShape(RoundedRectangle(cornerRadius: Tokens.Radius.small))
                                    Text(row.title).font(.petHeader).foregroundStyle(Color(ColorToken.textPrimary))
                                        .lineLimit(1)
                                }
                                .frame(width: Tokens.Size.thumbnail)
                            }
                        }
                    }
                    NavigationLink(model.reunionsTitle) { ReunionsScreen(model: model.reunionsViewModel()) }
                        .accessibilityIdentifier(model.reunionsAccessibilityID)
                }
                .accessibilityElement(children: .contain)
                .accessibilityIdentifier(model.accessibilityID)
            }
        }
        .task { await model.load() }
    }
}
