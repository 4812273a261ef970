/// The animal details step's identifiers: seed 001's for the Missing flow's Animal description,
/// `reportFoundPet.petDetails.*` for the Found flow's Pet details.
public struct AnimalDetailsIdentifiers: Hashable, Sendable {
    public let backButton: String
    public let datePicker: String
    public let animalName: String?
    public let collarData: String?
    public let speciesDropdown: String
    public let raceField: String
    /// The text field "Other / not listed" reveals.
    public let otherRace: String
    public let genderPrefix: String
    public let genderFemale: String
    public let genderMale: String
    /// "I don't know": a finder often cannot tell (the Found flow and a found report's Manage).
    public let genderUnknown: String?
    public let age: String?
    public let requestGPSButton: String
    public let latitude: String
    public let longitude: String
    /// The map that sets the place (issue 35).
    public let map: String
    public let description: String
    /// "Something only you know" (the mark kept back).
    public let privateMark: String
    public let continueButton: String
    public let toast: String
    public let offlineBanner: String
    public let permissionAlert: String

    /// The place search's: "animalDescription.placeSearch.input", ….
    public var placeSearch: PlaceSearchIdentifiers {
        PlaceSearchIdentifiers(screen: map.hasSuffix(".map") ? String(map.dropLast(4)) : map)
    }

    public var all: [String] {
        [
            backButton, datePicker, speciesDropdown, raceField, otherRace, genderFemale, genderMale, requestGPSButton,
            latitude, longitude, map, description, privateMark, continueButton, toast, offlineBanner, permissionAlert,
        ]
            + [animalName, collarData, age, genderUnknown].compactMap { $0 } + placeSearch.all
    }

    public static let missing = AnimalDetailsIdentifiers(
        backButton: "animalDescription.backButton.tap",
        datePicker: "animalDescription.datePicker.tap",
        animalName: "animalDescription.animalNameTextField.input",
        collarData: nil,
        speciesDropdown: "animalDescription.speciesDropdown.tap",
        raceField: "animalDescription.raceTextField.input",
        otherRace: "animalDescription.otherRaceTextField.input",
        genderPrefix: "animalDescription.gender",
        genderFemale: "animalDescription.genderFemale.tap",
        genderMale: "animalDescription.genderMale.tap",
        genderUnknown: nil,
        age: "animalDescription.ageTextField.input",
        requestGPSButton: "animalDescription.requestGPSButton.tap",
        latitude: "animalDescription.latitudeTextField.input",
        longitude: "animalDescription.longitudeTextField.input",
        map: "animalDescription.map",
        description: "animalDescription.descriptionTextArea.input",
        privateMark: "animalDescription.privateMarkTextArea.input",
        continueButton: "animalDescription.continueButton.tap",
        toast: "animalDescription.validationToast",
        offlineBanner: "animalDescription.offlineBanner",
        permissionAlert: "animalDescription.permissionAlert"
    )

    /// "Manage my report"'s pet fields: the report's step, with the microchip in the collar field
    /// for both (a missing pet's is step 1's in the wizard); Save is its Continue.
    public static func manage(_ variant: AnimalDetailsVariant) -> AnimalDetailsIdentifiers {
        typealias Manage = TestIdentifiers.Manage
        return AnimalDetailsIdentifiers(
            backButton: Manage.signOutButton, datePicker: Manage.datePicker,
            animalName: variant.hasPetName ? Manage.petNameInput : nil, collarData: Manage.microchipInput,
            speciesDropdown: Manage.speciesDropdown, raceField: Manage.breedDropdown, otherRace: Manage.otherBreedInput,
            genderPrefix: Manage.sexPrefix, genderFemale: Manage.sexFemale, genderMale: Manage.sexMale,
            genderUnknown: variant == .found ? Manage.sexUnknown : nil,
            age: variant == .missing ? Manage.ageInput : nil, requestGPSButton: Manage.gpsButton,
            latitude: Manage.latitudeInput, longitude: Manage.longitudeInput, map: Manage.map,
            description: Manage.descriptionInput, privateMark: Manage.privateMarkInput,
            continueButton: Manage.saveButton, toast: Manage.validationToast, offlineBanner: Manage.offlineBanner,
            permissionAlert: Manage.permissionAlert
        )
    }

    public static let found = AnimalDetailsIdentifiers(
        backButton: "reportFoundPet.petDetails.backButton.tap",
        datePicker: "reportFoundPet.petDetails.datePicker.tap",
        animalName: nil,
        collarData: "reportFoundPet.petDetails.collarData.input",
        speciesDropdown: "reportFoundPet.petDetails.speciesDropdown.tap",
        raceField: "reportFoundPet.petDetails.breedDropdown.tap",
        otherRace: "reportFoundPet.petDetails.otherBreed.input",
        genderPrefix: "reportFoundPet.petDetails.sex",
        genderFemale: "reportFoundPet.petDetails.sexFemale.tap",
        genderMale: "reportFoundPet.petDetails.sexMale.tap",
        genderUnknown: "reportFoundPet.petDetails.sexUnknown.tap",
        age: nil,
        requestGPSButton: "reportFoundPet.petDetails.useCurrentLocationButton.tap",
        latitude: "reportFoundPet.petDetails.latitude.input",
        longitude: "reportFoundPet.petDetails.longitude.input",
        map: "reportFoundPet.petDetails.map",
        description: "reportFoundPet.petDetails.description.input",
        privateMark: "reportFoundPet.petDetails.privateMark.input",
        continueButton: "reportFoundPet.petDetails.continueButton.tap",
        toast: "reportFoundPet.petDetails.validationToast",
        offlineBanner: "reportFoundPet.petDetails.offlineBanner",
        permissionAlert: "reportFoundPet.petDetails.permissionAlert"
    )
}
