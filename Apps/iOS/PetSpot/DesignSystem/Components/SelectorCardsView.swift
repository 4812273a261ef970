import PetSpotFlows
import SwiftUI

/// Renders a `SelectorView.Model` as radio cards, two side by side; the tapped option's id goes to `onSelect`.
struct SelectorCardsView: View {
    let model: SelectorView.Model
    let onSelect: @MainActor (String) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: Tokens.Spacing.small) {
            FieldLabel(text: model.label)
            // Two a row, as the web lays them out; a lone last card ("I don't know") takes its whole row.
            Grid(horizontalSpacing: Tokens.Spacing.small, verticalSpacing: Tokens.Spacing.small) {
                ForEach(Array(stride(from: 0, to: model.options.count, by: 2)), id: \.self) { start in
                    GridRow {
                        ForEach(model.options[start..<min(start + 2, model.options.count)]) { option in
                            SelectorCard(option: option) { onSelect(option.id) }
                                .gridCellColumns(start + 1 == model.options.count ? 2 : 1)
                        }
                    }
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
            .overlay(
                RoundedRectangle(cornerRadius: Tokens.Radius.small).stroke(
                    Color(ColorToken.borderLight), lineWidth: Tokens.Border.thin))
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(option.isSelected ? .isSelected : [])
        .accessibilityIdentifier(option.accessibilityID)
    }
}
