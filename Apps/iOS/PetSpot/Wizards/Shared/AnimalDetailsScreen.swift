import PetSpotDomain
import PetSpotFlows
import SwiftUI

/// The animal details step of both wizards: Missing 3/4 "Animal description", Found 2/3 "Pet details".
/// Which fields appear is the view model's: a field it has no model for is not shown.
struct AnimalDetailsScreen: View {
    @State var model: AnimalDetailsViewModel
    let chrome: WizardChrome

    var body: some View {
        WizardScaffold(
            header: chrome.header(title: model.copy.screenTitle, progressText: model.progressText, leadingAccessibilityID: model.ids.backButton,
                                  onLeading: { model.backTapped() }),
            primaryButton: PrimaryButton(title: model.copy.continueButton, accessibilityID: model.ids.continueButton,
                                         isEnabled: model.isContinueEnabled, action: { model.continueTapped() })
        ) {
            if let banner = model.offlineBanner {
                BannerView(model: banner, onAction: { Task { await model.retryTaxonomy() } })
            }
            ScreenHeading(title: model.copy.heading, subtitle: model.copy.subtitle)
            DateFieldView(model: model.dateFieldModel, onSelect: { model.selectDate($0) })
            if let petName = model.petNameTextFieldModel {
                ValidatedTextFieldView(model: petName, onEdit: { model.editPetName($0) })
            }
            if let collarData = model.collarDataTextFieldModel {
                ValidatedTextFieldView(model: collarData, onEdit: { model.editCollarData($0) })
            }
            DropdownFieldView(model: model.speciesDropdownModel, onSelect: { model.selectSpecies(Species(rawValue: $0)) })
            DropdownFieldView(model: model.raceDropdownModel, onSelect: { model.selectRace($0) })
            if let otherRace = model.otherRaceTextFieldModel {
                ValidatedTextFieldView(model: otherRace, onEdit: { model.editOtherRace($0) })
            }
            SelectorCardsView(model: model.genderSelectorModel, onSelect: { id in Sex(rawValue: id).map { model.selectGender($0) } })
            if let age = model.ageTextFieldModel {
                ValidatedTextFieldView(model: age, onEdit: { model.editAge($0) })
            }
            LocationCoordinateFieldsView(
                model: model.locationCoordinateModel,
                onRequestGPS: { Task { await model.requestGPSPosition() } },
                onEditLatitude: { model.editLatitude($0) },
                onEditLongitude: { model.editLongitude($0) }
            )
            TextAreaFieldView(model: model.descriptionTextAreaModel, onEdit: { model.editDescription($0) })
        }
        .toast(model.toast, onDismiss: { model.dismissToast() })
        .alert(model.permissionAlert, onAction: { action in Task { await model.permissionAlertAction(action) } })
    }
}
