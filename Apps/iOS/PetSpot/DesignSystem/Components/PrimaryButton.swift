import PetSpotFlows
import SwiftUI

/// Seed 001's primary CTA: full width, 52 pt, blue, white title; a spinner while `isLoading`.
/// `isEnabled == false` only dims it: the tap still reaches the view model, which answers a premature
/// Continue by revealing every problem (seed 003's toast and inline errors). Only loading blocks taps.
struct PrimaryButton: View {
    let title: String
    let accessibilityID: String
    var isEnabled = true
    var isLoading = false
    let action: @MainActor () -> Void

    var body: some View {
        Button(action: action) {
            ZStack {
                Text(title).opacity(isLoading ? 0 : 1)
                if isLoading { ProgressView().tint(Color(ColorToken.backgroundWhite)) }
            }
            .font(.petPrimaryButton)
            .foregroundStyle(Color(ColorToken.backgroundWhite))
            .frame(maxWidth: .infinity, minHeight: Tokens.Size.primaryButtonHeight)
            .background(Color(ColorToken.primaryBlue), in: RoundedRectangle(cornerRadius: Tokens.Radius.large))
            .opacity(isEnabled ? 1 : 0.5)
        }
        .buttonStyle(.plain)
        .disabled(isLoading)
        .accessibilityIdentifier(accessibilityID)
    }
}
