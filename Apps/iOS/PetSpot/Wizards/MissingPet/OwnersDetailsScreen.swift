import PetSpotDomain
import PetSpotFlows
import SwiftUI

/// Missing flow 4/4 "Owner's details": Continue submits the report.
struct OwnersDetailsScreen: View {
    @State var model: OwnersDetailsViewModel
    let chrome: WizardChrome

    var body: some View {
        WizardScaffold(
            header: chrome.header(
                title: model.screenTitle, progressText: model.progressText,
                onLeading: { model.backTapped() }),
            primaryButton: PrimaryButton(
                title: model.continueButtonTitle, accessibilityID: model.continueAccessibilityID,
                isEnabled: model.isContinueEnabled, isLoading: model.isSubmitting,
                action: { Task { await model.continueTapped() } })
        ) {
            ScreenHeading(title: model.heading, subtitle: model.body)
            ValidatedTextFieldView(model: model.phoneTextFieldModel, onEdit: { model.editPhone($0) })
            ValidatedTextFieldView(model: model.emailTextFieldModel, onEdit: { model.editEmail($0) })
            ValidatedTextFieldView(model: model.rewardTextFieldModel, onEdit: { model.editReward($0) })
            SelectorCardsView(
                model: model.contactVisibilityModel,
                onSelect: { id in ContactVisibility(rawValue: id).map { model.chooseContactVisibility($0) } })
        }
        .alert(model.alert, onAction: { action in Task { await model.alertAction(action) } })
    }
}
