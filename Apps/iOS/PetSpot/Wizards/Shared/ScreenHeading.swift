import PetSpotFlows
import SwiftUI

/// A step's heading (32 pt) and its explanation (16 pt), 16 pt apart.
struct ScreenHeading: View {
    let title: String
    let subtitle: String

    var body: some View {
        VStack(alignment: .leading, spacing: Tokens.Spacing.medium) {
            Text(title).font(.petTitle).foregroundStyle(Color(ColorToken.textPrimary))
            Text(subtitle).font(.petBody).foregroundStyle(Color(ColorToken.textSecondary))
        }
    }
}
