import PetSpotFlows
import SwiftUI

/// Seed 001's outline button (GPS): 40 pt, white, 2 pt blue border, blue title; a spinner while `isLoading`.
struct OutlineButton: View {
    let title: String
    let accessibilityID: String
    var isLoading = false
    let action: @MainActor () -> Void

    var body: some View {
        Button(action: action) {
            HStack(spacing: Tokens.Spacing.small) {
                if isLoading { ProgressView().tint(Color(ColorToken.primaryBlue)) }
                Text(title)
            }
            .font(.petBody)
            .foregroundStyle(Color(ColorToken.primaryBlue))
            .frame(maxWidth: .infinity, minHeight: Tokens.Size.outlineButtonHeight)
            .background(Color(ColorToken.backgroundWhite), in: RoundedRectangle(cornerRadius: Tokens.Radius.large))
            .overlay(
                RoundedRectangle(cornerRadius: Tokens.Radius.large).stroke(
                    Color(ColorToken.borderPrimary), lineWidth: Tokens.Border.medium))
        }
        .buttonStyle(.plain)
        .disabled(isLoading)
        .accessibilityIdentifier(accessibilityID)
    }
}
