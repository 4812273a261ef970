import PetSpotDomain

/// The animal details form and a report's pet fields, both ways: the wizards turn a form into
/// the report they send, and "Manage my report" opens the same form on a published report.
extension AnimalDetailsForm {
    /// The form showing `report`'s pet as its owner sent it: a breed the species' list does not
    /// hold is shown under "Other / not listed", as typed; the microchip and the collar's words in
    /// the collar field.
    public init(showing report: CreateAnnouncementRequest, taxonomy: SpeciesTaxonomy) {
        self.init(date: report.lastSeenDate)
        petName = report.petName ?? ""
        collarDigits = report.microchipNumber ?? ""
        collarWords = report.collar
        species = report.species
        if let breed = report.breed, !breed.isEmpty {
            if taxonomy.breeds(of: report.species).contains(breed) { race = breed } else { otherRace = breed }
        }
        gender = report.sex
        ageText = report.age.map(String.init) ?? ""
        location = LocationFields(showing: report.location)
        additionalDescription = report.description ?? ""
        privateMark = report.privateMark
    }

    /// `report` with the pet fields this form holds under `variant` (collar digits as the
    /// microchip, the collar's words as `collar`; the name and age on the Missing side only) replaced by the form's values, trimmed
    /// and blank as `nil`; its other fields untouched. `nil` while a required value is missing or
    /// a value does not read (the form's own problems say which).
    public func describing(
        _ report: CreateAnnouncementRequest, variant: AnimalDetailsVariant
    ) -> CreateAnnouncementRequest? {
        guard let species, let gender, case .success(let age) = AnimalAge.parse(ageText),
            case .valid(let coordinates) = location.validate(required: variant.isLocationRequired)
        else { return nil }
        var described = report
        described.species = species
        described.sex = gender
        described.lastSeenDate = date
        described.locationLatitude = coordinates?.latitude
        described.locationLongitude = coordinates?.longitude
        described.breed = FreeText.normalized(chosenRace)
        described.description = FreeText.normalized(additionalDescription)
        described.microchipNumber = collarDigits.isEmpty ? nil : collarDigits
        described.collar = collarWords.flatMap(FreeText.normalized)
        described.privateMark = privateMark.flatMap(FreeText.normalized)
        if variant.hasPetName { described.petName = FreeText.normalized(petName) }
        if variant == .missing { described.age = age }
        return described
    }
}
