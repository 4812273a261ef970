import PetSpotFlows
import SwiftUI

/// Renders a `ValidatedTextField.Model`: label, field, inline error. Edits go to `onEdit`.
struct ValidatedTextFieldView: View {
    let model: ValidatedTextField.Model
    let onEdit: @MainActor (String) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: Tokens.Spacing.small) {
            FieldLabel(text: model.label, color: model.labelColor)
            TextField(model.placeholder, text: Binding(get: { model.text }, set: { @MainActor in onEdit($0) }))
                .font(.petBody)
                .foregroundStyle(Color(ColorToken.textTertiary))
                .keyboardType(model.keyboardType.uiKeyboardType)
                .disabled(model.isDisabled)
                .fieldFrame(border: model.borderColor)
                .accessibilityIdentifier(model.accessibilityID)
            FieldMessage(error: model.errorMessage)
        }
    }
}
