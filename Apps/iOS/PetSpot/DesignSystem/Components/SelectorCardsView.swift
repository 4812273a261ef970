import PetSpotFlows
import SwiftUI

/// Renders a `SelectorView.Model` as side-by-side radio cards; the tapped option's id goes to `onSelect`.
struct SelectorCardsView: View {
    let model: SelectorView.Model
    let onSelect: @MainActor (String) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: Tokens.Spacing.small) {
            FieldLabel(text: model.label)
            HStack(spacing: Tokens.Spacing.small) {
                ForEach(model.options) { option in
                    SelectorCard(option: option) { onSelect(option.id) }
                }
            }
            FieldMessage(error: model.errorMessage, helper: model.helperText)
        }
    }
}

/// One radio card.
private struct SelectorCard: View {
    let option: SelectorView.Option
    let action: @MainActor () -> Void

    var body: some View {
        Button(action: action) {
            HStack(spacing: Tokens.Spacing.small) {
                Image(systemName: option.isSelected ? Symbols.radioChecked : Symbols.radioUnchecked)
                    .resizable()
                    .frame(width: Tokens.Size.largeIcon, height: Tokens.Size.largeIcon)
                    .foregroundStyle(Color(option.isSelected ? ColorToken.primaryBlue : .borderDefault))
                Text(option.title)
                    .font(.petBody)
                    .foregroundStyle(Color(ColorToken.textSecondary))
                Spacer(minLength: 0)
            }
            .padding(.horizontal, Tokens.Spacing.small)
            .frame(maxWidth: .infinity, minHeight: Tokens.Size.selectorCardHeight)
            .overlay(RoundedRectangle(cornerRadius: Tokens.Radius.small).stroke(Color(ColorToken.borderLight), lineWidth: Tokens.Border.thin))
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(option.isSelected ? .isSelected : [])
        .accessibilityIdentifier(option.accessibilityID)
    }
}
