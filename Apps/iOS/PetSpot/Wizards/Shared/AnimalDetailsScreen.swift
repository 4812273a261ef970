import PetSpotDomain
import PetSpotFlows
import SwiftUI

/// The animal details step of both wizards: Missing 3/4 "Animal description", Found 2/3 "Pet details".
struct AnimalDetailsScreen: View {
    @State var model: AnimalDetailsViewModel
    let chrome: WizardChrome

    var body: some View {
        WizardScaffold(
            header: chrome.header(
                title: model.copy.screenTitle, progressText: model.progressText,
                leadingAccessibilityID: model.ids.backButton,
                onLeading: { model.backTapped() }),
            primaryButton: PrimaryButton(
                title: model.copy.continueButton, accessibilityID: model.ids.continueButton,
                isEnabled: model.isContinueEnabled, action: { model.continueTapped() })
        ) {
            if let banner = model.offlineBanner {
                BannerView(model: banner, onAction: { Task { await model.retryTaxonomy() } })
            }
            ScreenHeading(title: model.copy.heading, subtitle: model.copy.subtitle)
            AnimalDetailsFields(model: model)
        }
        .toast(model.toast, onDismiss: { model.dismissToast($0) })
        .alert(model.permissionAlert, onAction: { action in Task { await model.permissionAlertAction(action) } })
    }
}
