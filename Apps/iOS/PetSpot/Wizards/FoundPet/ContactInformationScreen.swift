import PetSpotDomain
import PetSpotFlows
import SwiftUI

/// Found flow 3/3 "Contact information": Submit sends the report.
struct ContactInformationScreen: View {
    @State var model: ContactInformationViewModel
    let chrome: WizardChrome

    var body: some View {
        WizardScaffold(
            header: chrome.header(
                title: model.screenTitle, progressText: model.progressText,
                onLeading: { model.backTapped() }),
            primaryButton: PrimaryButton(
                title: model.submitButtonTitle, accessibilityID: model.submitAccessibilityID,
                isEnabled: model.isSubmitEnabled, isLoading: model.isSubmitting,
                action: { Task { await model.submitTapped() } })
        ) {
            ScreenHeading(title: model.heading, subtitle: model.body)
            ValidatedTextFieldView(model: model.phoneTextFieldModel, onEdit: { model.editPhone($0) })
            ValidatedTextFieldView(model: model.emailTextFieldModel, onEdit: { model.editEmail($0) })
            ValidatedTextFieldView(model: model.caregiverPhoneTextFieldModel, onEdit: { model.editCaregiverPhone($0) })
            TextAreaFieldView(
                model: model.currentAddressTextAreaModel, isDisabled: model.isSubmitting,
                onEdit: { model.editCurrentAddress($0) })
            SelectorCardsView(
                model: model.contactVisibilityModel,
                onSelect: { id in ContactVisibility(rawValue: id).map { model.chooseContactVisibility($0) } })
        }
        .alert(model.alert, onAction: { action in Task { await model.alertAction(action) } })
    }
}
