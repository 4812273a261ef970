import PetSpotDomain
import PetSpotFlows
import SwiftUI

/// A wizard step's header: circular 40×40 back (or close) button, centred title, progress badge.
struct WizardHeader: View {
    /// Which glyph the leading button shows; the flow decides (close on a first step, back after).
    enum LeadingButton {
        case back
        case close
    }

    let title: String
    let progressText: String?
    let progressAccessibilityID: String
    let progressAccessibilityLabel: String?
    let leadingButton: LeadingButton
    let leadingAccessibilityID: String
    let onLeading: @MainActor () -> Void

    var body: some View {
        ZStack {
            Text(title)
                .font(.petHeader)
                .foregroundStyle(Color(ColorToken.textPrimary))
            HStack {
                Button(action: onLeading) {
                    Image(systemName: leadingButton == .close ? Symbols.close : Symbols.back)
                        .foregroundStyle(Color(ColorToken.textPrimary))
                        .frame(width: Tokens.Size.headerButton, height: Tokens.Size.headerButton)
                        .overlay(Circle().stroke(Color(ColorToken.borderLight), lineWidth: Tokens.Border.thin))
                }
                .accessibilityLabel(leadingButton == .close ? Copy.Common.close : Copy.Common.back)
                .accessibilityIdentifier(leadingAccessibilityID)
                Spacer()
                if let progressText {
                    ProgressBadge(
                        text: progressText, accessibilityLabel: progressAccessibilityLabel ?? progressText,
                        accessibilityID: progressAccessibilityID)
                }
            }
        }
        .padding(.horizontal, Tokens.Spacing.screenEdge)
        .padding(.vertical, Tokens.Spacing.small)
    }
}

/// The circular `n/4` badge; VoiceOver reads it as "Step 1 of 4", not as a fraction.
private struct ProgressBadge: View {
    let text: String
    let accessibilityLabel: String
    let accessibilityID: String

    var body: some View {
        Text(text)
            .font(.petProgress)
            .foregroundStyle(Color(ColorToken.textPrimary))
            .frame(width: Tokens.Size.headerButton, height: Tokens.Size.headerButton)
            .overlay(Circle().stroke(Color(ColorToken.primaryBlue), lineWidth: Tokens.Border.medium))
            .accessibilityLabel(accessibilityLabel)
            .accessibilityIdentifier(accessibilityID)
    }
}
