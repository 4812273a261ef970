import PetSpotFlows
import SwiftUI

/// Missing flow 1/4 "Microchip number".
struct MicrochipNumberScreen: View {
    @State var model: MicrochipNumberViewModel
    let chrome: WizardChrome

    var body: some View {
        WizardScaffold(
            header: chrome.header(
                title: model.screenTitle, progressText: model.progressText,
                leadingAccessibilityID: model.closeAccessibilityID,
                onLeading: { model.closeTapped() }),
            primaryButton: PrimaryButton(
                title: model.continueButtonTitle, accessibilityID: model.continueAccessibilityID,
                isEnabled: model.isContinueEnabled, action: { model.continueTapped() })
        ) {
            ScreenHeading(title: model.heading, subtitle: model.body)
            ValidatedTextFieldView(model: model.textFieldModel, onEdit: { model.editMicrochip($0) })
        }
    }
}
