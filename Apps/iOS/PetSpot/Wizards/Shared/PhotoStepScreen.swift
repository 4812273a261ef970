import PetSpotDomain
import PetSpotFlows
import SwiftUI

/// The photo step of both wizards (Missing 2/4 "Pet Photo", Found 1/3 "Upload photo").
struct PhotoStepScreen: View {
    @State var model: PhotoStepViewModel
    let chrome: WizardChrome
    @State private var isPicking = false

    var body: some View {
        WizardScaffold(
            header: chrome.header(
                title: model.copy.screenTitle, progressText: model.progressText,
                onLeading: { model.backTapped() }),
            primaryButton: PrimaryButton(
                title: Copy.Common.continueButton, accessibilityID: model.ids.continueButton,
                isEnabled: model.isContinueEnabled, action: { model.continueTapped() })
        ) {
            ScreenHeading(title: model.copy.heading, subtitle: model.copy.body)
            if let photo = model.photo {
                PhotoConfirmationCard(photo: photo, ids: model.ids, onRemove: { model.removePhoto() })
            } else {
                PhotoEmptyTile(
                    copy: model.copy, browseAccessibilityID: model.ids.browse, onBrowse: { isPicking = true })
            }
            FieldMessage(error: nil, helper: model.helperMessage)
        }
        .photoPicker(isPresented: $isPicking, model: model)
        .toast(model.toast, onDismiss: { model.dismissToast($0) })
    }
}
