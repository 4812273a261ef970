import PetSpotFlows
import SwiftUI

extension View {
    /// Presents `model` as a system alert while it is non-nil; each button sends its action to `onAction`,
    /// whose view model clears the alert.
    func alert(_ model: AlertModel?, onAction: @escaping @MainActor (AlertModel.Action) -> Void) -> some View {
        alert(model?.title ?? "", isPresented: Binding(get: { model != nil }, set: { _ in }), presenting: model) {
            model in
            ForEach(model.buttons, id: \.self) { button in
                Button(button.title, role: button.action == .cancel ? .cancel : nil) { onAction(button.action) }
            }
        } message: { model in
            Text(model.message).accessibilityIdentifier(model.accessibilityID)
        }
    }
}
