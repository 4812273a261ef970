import PetSpotFlows
import SwiftUI

/// The management password in a wide pill; tapping it copies it.
struct PasswordPill: View {
    let password: String
    let accessibilityID: String
    let onTap: @MainActor () -> Void

    var body: some View {
        Button(action: onTap) {
            Text(password)
                .font(.system(size: Tokens.FontSize.title, weight: .bold, design: .monospaced))
                .foregroundStyle(Color(ColorToken.backgroundWhite))
                .frame(maxWidth: .infinity, minHeight: Tokens.Size.primaryButtonHeight * 1.5)
                .background(Color(ColorToken.primaryBlue), in: Capsule())
        }
        .buttonStyle(.plain)
        .accessibilityIdentifier(accessibilityID)
    }
}
