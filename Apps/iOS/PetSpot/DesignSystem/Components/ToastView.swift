import PetSpotFlows
import SwiftUI

/// Renders a `ToastModel`: a short message at the bottom of the screen.
struct ToastView: View {
    let model: ToastModel

    var body: some View {
        Text(model.message)
            .font(.petBody)
            .foregroundStyle(Color(ColorToken.backgroundWhite))
            .padding(.horizontal, Tokens.Spacing.medium)
            .padding(.vertical, Tokens.Spacing.small)
            .background(Color(ColorToken.textPrimary), in: Capsule())
            .accessibilityIdentifier(model.accessibilityID)
    }
}

/// How long a toast stays before `onDismiss` is called.
private let toastDuration: Duration = .seconds(3)

extension View {
    /// Shows `model` as a toast above the bottom edge; after a few seconds, hands it to `onDismiss`,
    /// if given (the view model clears it only if it is still the one shown).
    func toast(_ model: ToastModel?, onDismiss: (@MainActor (ToastModel) -> Void)? = nil) -> some View {
        overlay(alignment: .bottom) {
            if let model {
                ToastView(model: model)
                    .padding(.bottom, Tokens.Size.primaryButtonHeight + Tokens.Spacing.large * 2)
                    .transition(.opacity)
                    .task(id: model) {
                        // A toast replaced by another cancels this wait: it must then dismiss
                        // nothing, or the new toast would go at once.
                        do { try await Task.sleep(for: toastDuration) } catch { return }
                        onDismiss?(model)
                    }
            }
        }
        .animation(.default, value: model)
    }
}
