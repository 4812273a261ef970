import PetSpotDomain

/// The words of an animal details screen, per wizard.
public struct AnimalDetailsCopy: Hashable, Sendable {
    public let screenTitle: String
    public let heading: String
    public let subtitle: String
    public let dateLabel: String
    public let datePlaceholder: String
    public let speciesLabel: String
    public let raceLabel: String
    public let otherRaceLabel: String
    public let genderLabel: String
    /// The microchip field, where the screen has one: the Found flow's "Collar data"; on "Manage
    /// my report" of a missing pet, step 1's "Microchip number".
    public let collarLabel: String
    public let collarPlaceholder: String
    public let gpsButton: String
    public let descriptionLabel: String
    public let descriptionPlaceholder: String
    public let continueButton: String

    public static var missing: AnimalDetailsCopy {
        AnimalDetailsCopy(
            screenTitle: Copy.MissingPet.AnimalDescription.screenTitle,
            heading: Copy.MissingPet.AnimalDescription.heading,
            subtitle: Copy.MissingPet.AnimalDescription.subtitle,
            dateLabel: Copy.MissingPet.AnimalDescription.dateOfDisappearance,
            datePlaceholder: Copy.FoundPet.PetDetails.dateFoundPlaceholder,
            speciesLabel: Copy.MissingPet.AnimalDescription.animalSpecies,
            raceLabel: Copy.MissingPet.AnimalDescription.animalRace,
            otherRaceLabel: Copy.MissingPet.AnimalDescription.otherRace,
            genderLabel: Copy.MissingPet.AnimalDescription.gender,
            collarLabel: Copy.MissingPet.Microchip.label,
            collarPlaceholder: Copy.MissingPet.Microchip.placeholder,
            gpsButton: Copy.MissingPet.AnimalDescription.requestGPSPosition,
            descriptionLabel: Copy.MissingPet.AnimalDescription.additionalDescription,
            descriptionPlaceholder: Copy.MissingPet.AnimalDescription.additionalDescriptionPlaceholder,
            continueButton: Copy.Common.continueButton
        )
    }

    public static var found: AnimalDetailsCopy {
        AnimalDetailsCopy(
            screenTitle: Copy.FoundPet.PetDetails.screenTitle,
            heading: Copy.FoundPet.PetDetails.heading,
            subtitle: Copy.FoundPet.PetDetails.body,
            dateLabel: Copy.FoundPet.PetDetails.dateFound,
            datePlaceholder: Copy.FoundPet.PetDetails.dateFoundPlaceholder,
            speciesLabel: Copy.FoundPet.PetDetails.species,
            raceLabel: Copy.FoundPet.PetDetails.breed,
            otherRaceLabel: Copy.FoundPet.PetDetails.otherBreed,
            genderLabel: Copy.FoundPet.PetDetails.sex,
            collarLabel: Copy.FoundPet.PetDetails.collarData,
            collarPlaceholder: Copy.FoundPet.PetDetails.collarDataPlaceholder,
            gpsButton: Copy.FoundPet.PetDetails.useCurrentLocation,
            descriptionLabel: Copy.FoundPet.PetDetails.additionalDescription,
            descriptionPlaceholder: Copy.FoundPet.PetDetails.additionalDescriptionPlaceholder,
            continueButton: Copy.Common.continueButton
        )
    }
}
