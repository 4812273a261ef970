import Foundation
import PetSpotDomain

/// Step 3's answers once valid (seed 003), as the rest of the Missing flow reads them.
public struct AnimalDescriptionDetails: Hashable, Sendable {
    public let disappearanceDate: CalendarDate
    public let species: SpeciesTaxonomyOption
    public let race: String
    public let gender: Gender
    public let age: Int?
    public let latitude: Double?
    public let longitude: Double?
    public let additionalDescription: String?
    public let lastUpdated: Date

    /// The details of a valid Animal description form; `nil` while it has problems.
    public init?(form: AnimalDetailsForm, taxonomy: SpeciesTaxonomy, today: CalendarDate) {
        guard form.validationErrors(variant: .missing, today: today).isEmpty,
            let species = form.speciesOption(in: taxonomy), let gender = form.gender,
            case .success(let age) = AnimalAge.parse(form.ageText)
        else { return nil }
        let coordinates = form.location.validate(required: false).coordinates
        self.disappearanceDate = form.date
        self.species = species
        self.race = form.chosenRace
        self.gender = gender
        self.age = age
        self.latitude = coordinates?.latitude
        self.longitude = coordinates?.longitude
        self.additionalDescription = FreeText.normalized(form.additionalDescription)
        self.lastUpdated = form.lastUpdated ?? form.date.startOfDay(in: .gmt)
    }
}
