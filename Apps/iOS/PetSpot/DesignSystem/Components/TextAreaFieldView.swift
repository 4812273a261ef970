import PetSpotFlows
import SwiftUI

/// Renders a `TextAreaView.Model`: label, multi-line field, what it says under it (a helper, a
/// problem) and the model's `n/limit` counter.
struct TextAreaFieldView: View {
    let model: TextAreaView.Model
    var isDisabled = false
    let onEdit: @MainActor (String) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: Tokens.Spacing.small) {
            FieldLabel(text: model.label)
            TextField(
                model.placeholder, text: Binding(get: { model.text }, set: { @MainActor in onEdit($0) }),
                axis: .vertical
            )
            .font(.petBody)
            .lineLimit(4, reservesSpace: true)
            .disabled(isDisabled)
            .padding(.vertical, Tokens.Spacing.small)
            .fieldFrame(border: .borderDefault, height: Tokens.Size.textAreaHeight)
            .accessibilityIdentifier(model.accessibilityID)
            if let helper = model.helperText {
                Text(helper).font(.petBody).foregroundStyle(Color(ColorToken.textSecondary))
            }
            if let error = model.errorMessage {
                Text(error).font(.petBody).foregroundStyle(Color(ColorToken.error))
            }
            HStack {
                Spacer()
                Text(model.characterCountText)
                    .font(.petHeader)
                    .foregroundStyle(Color(model.characterCountColor))
            }
        }
    }
}
