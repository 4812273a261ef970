import PetSpotFlows
import SwiftUI

/// "Missing" / "Found" in the status colour.
struct StatusBadge: View {
    let text: String
    let color: ColorToken

    var body: some View {
        Text(text)
            .font(.petProgress)
            .foregroundStyle(Color(ColorToken.backgroundWhite))
            .padding(.horizontal, Tokens.Spacing.small)
            .padding(.vertical, Tokens.Spacing.small / 4)
            .background(Color(color), in: Capsule())
    }
}
