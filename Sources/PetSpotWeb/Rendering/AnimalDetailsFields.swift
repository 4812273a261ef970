import PetSpotDomain
import PetSpotFlows

/// The animal details screen's fields as a page draws them (`animal-details-fields.mustache`):
/// the wizards' step and the pet's part of "Manage my report", from the same view model.
@MainActor
struct AnimalDetailsFields {
    let date: TextFieldView
    let petName: TextFieldView?
    let collarData: TextFieldView?
    let species: SelectView
    let race: SelectView
    let otherRace: TextFieldView?
    let gender: RadioGroupView
    let age: TextFieldView?
    let location: LocationView
    let description: TextAreaFieldView
    let privateMark: TextAreaFieldView
    let refreshTitle = Copy.Web.showBreeds
    let refreshTestID = TestIdentifiers.Web.refreshButton

    /// `dateIsDefault`: the date is the day the form started with, not one the person chose (the
    /// page's script then shows the visitor's today instead).
    init(_ model: AnimalDetailsViewModel, dateIsDefault: Bool) {
        date = TextFieldView(
            model.dateFieldModel, name: "date", placeholder: model.copy.datePlaceholder, isDefault: dateIsDefault)
        petName = model.petNameTextFieldModel.map {
            TextFieldView($0, name: "petName", autocomplete: "off", limit: TextLimit.petName)
        }
        collarData = model.collarDataTextFieldModel.map {
            model.acceptsCollarWords
                ? TextFieldView($0, name: "collarData", autocomplete: "off", format: "collar", limit: TextLimit.collar)
                : TextFieldView(
                    $0, name: "collarData", autocomplete: "off", maxLength: MicrochipNumber.maxDigits + 2,
                    format: "microchip")
        }
        species = SelectView(model.speciesDropdownModel, name: "species", refreshes: true)
        race = SelectView(model.raceDropdownModel, name: "race")
        otherRace = model.otherRaceTextFieldModel.map {
            TextFieldView($0, name: "otherRace", autocomplete: "off", limit: TextLimit.breed)
        }
        gender = RadioGroupView(model.genderSelectorModel, name: "gender")
        age = model.ageTextFieldModel.map { TextFieldView($0, name: "age", autocomplete: "off") }
        location = LocationView(
            model.locationCoordinateModel,
            placeSearch: PlaceSearchView(search: model.placeSearch, id: "details-place", near: model.placeSearchPoint))
        description = TextAreaFieldView(model.descriptionTextAreaModel, name: "description")
        privateMark = TextAreaFieldView(model.privateMarkTextAreaModel, name: "privateMark")
    }
}
