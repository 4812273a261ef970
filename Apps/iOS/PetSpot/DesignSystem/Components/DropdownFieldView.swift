import PetSpotFlows
import SwiftUI

/// Renders a `DropdownView.Model` as a menu; the chosen option's id goes to `onSelect`.
struct DropdownFieldView: View {
    let model: DropdownView.Model
    let onSelect: @MainActor (String) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: Tokens.Spacing.small) {
            FieldLabel(text: model.label, color: model.labelColor)
            Menu {
                ForEach(model.options) { option in
                    Button(option.title) { onSelect(option.id) }
                }
            } label: {
                HStack {
                    Text(model.displayedText)
                        .font(.petBody)
                        .foregroundStyle(Color(model.selectedID == nil ? ColorToken.textPlaceholder : .textTertiary))
                    Spacer()
                    Image(systemName: Symbols.caretDown)
                        .frame(width: Tokens.Size.icon, height: Tokens.Size.icon)
                        .foregroundStyle(Color(ColorToken.textSecondary))
                }
                .fieldFrame(border: model.errorMessage == nil ? .borderDefault : .error, fill: model.background)
            }
            .disabled(model.isDisabled)
            .accessibilityIdentifier(model.accessibilityID)
            FieldMessage(error: model.errorMessage, helper: model.helperText)
        }
    }
}
