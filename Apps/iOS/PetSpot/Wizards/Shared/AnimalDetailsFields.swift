import PetSpotDomain
import PetSpotFlows
import SwiftUI

/// The animal details fields, in the seeds' order: the wizards' step and the pet's part of "Manage
/// my report" draw them from the same view model. Which fields appear is the view model's: a
/// field it has no model for is not shown.
struct AnimalDetailsFields: View {
    let model: AnimalDetailsViewModel

    var body: some View {
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
        SelectorCardsView(
            model: model.genderSelectorModel, onSelect: { id in Sex(rawValue: id).map { model.selectGender($0) } })
        if let age = model.ageTextFieldModel {
            ValidatedTextFieldView(model: age, onEdit: { model.editAge($0) })
        }
        PlaceSearchField(
            search: model.placeSearch, onEdit: { model.editPlaceQuery($0) }, onFind: { await model.findPlaces() },
            onChoose: { model.choosePlace($0) })
        LocationCoordinateFieldsView(
            model: model.locationCoordinateModel,
            onRequestGPS: { Task { await model.requestGPSPosition() } },
            onEditLatitude: { model.editLatitude($0) },
            onEditLongitude: { model.editLongitude($0) },
            onPlacePin: { model.placePin(at: $0) }
        )
        TextAreaFieldView(model: model.descriptionTextAreaModel, onEdit: { model.editDescription($0) })
        TextAreaFieldView(model: model.privateMarkTextAreaModel, onEdit: { model.editPrivateMark($0) })
    }
}
