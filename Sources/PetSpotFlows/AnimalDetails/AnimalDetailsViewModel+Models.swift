import PetSpotDomain

/// What the renderers draw: one component model per field, built from the form and the variant.
extension AnimalDetailsViewModel {
    public var dateFieldModel: DateField.Model {
        DateField.Model(
            label: copy.dateLabel, displayedValue: typedDate ?? form.date.displayed, value: form.date,
            latestSelectable: today, errorMessage: errorMessage(for: .date), accessibilityID: ids.datePicker)
    }

    /// Missing flow only: "Animal name (optional)", between the date and the species.
    public var petNameTextFieldModel: ValidatedTextField.Model? {
        ids.animalName.map {
            ValidatedTextField.Model(
                label: Copy.MissingPet.AnimalDescription.animalName,
                placeholder: Copy.MissingPet.AnimalDescription.animalNamePlaceholder,
                text: form.petName, errorMessage: errorMessage(for: .petName), accessibilityID: $0)
        }
    }

    /// Found flow and "Manage my report": "Collar data (optional)", a number formatted
    /// `00000-00000-00000` or words; "Microchip number" of a missing pet, digits only.
    public var collarDataTextFieldModel: ValidatedTextField.Model? {
        ids.collarData.map {
            ValidatedTextField.Model(
                label: copy.collarLabel, placeholder: copy.collarPlaceholder,
                text: form.collarData.displayed, keyboardType: acceptsCollarWords ? .text : .numberPad,
                accessibilityID: $0)
        }
    }

    /// Whether "Collar data" takes words as well as a chip number: a found pet's does.
    public var acceptsCollarWords: Bool { variant == .found }

    public var speciesDropdownModel: DropdownView.Model {
        DropdownView.Model(
            label: copy.speciesLabel, placeholder: Copy.Common.selectAnOption,
            options: taxonomy.species.map {
                DropdownView.Option(id: $0.id.rawValue, title: Copy.Taxonomy.species($0.id))
            },
            selectedID: form.species?.rawValue, errorMessage: errorMessage(for: .species),
            accessibilityID: ids.speciesDropdown
        )
    }

    /// Disabled with "Choose species first." until a species is chosen; then that species' races only.
    public var raceDropdownModel: DropdownView.Model {
        DropdownView.Model(
            label: copy.raceLabel, placeholder: Copy.Common.selectAnOption,
            options: availableRaces.map { DropdownView.Option(id: $0, title: Copy.Taxonomy.breed($0)) }
                + (isRaceEnabled ? [DropdownView.Option(id: RaceChoice.other, title: Copy.Common.otherRace)] : []),
            selectedID: form.otherRace != nil ? RaceChoice.other : form.race.isEmpty ? nil : form.race,
            errorMessage: errorMessage(for: .race),
            helperText: isRaceEnabled ? nil : Copy.Common.chooseSpeciesFirst,
            isDisabled: !isRaceEnabled, accessibilityID: ids.raceField
        )
    }

    /// Shown once "Other / not listed" is chosen: the breed in the person's words.
    public var otherRaceTextFieldModel: ValidatedTextField.Model? {
        form.otherRace.map {
            ValidatedTextField.Model(
                label: copy.otherRaceLabel, placeholder: Copy.Common.otherRacePlaceholder, text: $0,
                errorMessage: errorMessage(for: .otherRace), accessibilityID: ids.otherRace)
        }
    }

    /// Radio cards, Female then Male; a finder's third is "I don't know" (the report says Unknown).
    public var genderSelectorModel: SelectorView.Model {
        let unknown = ids.genderUnknown.map { [(Sex.unknown, Copy.FoundPet.PetDetails.sexUnknown, $0)] } ?? []
        let options =
            Sex.wizardOptions.map { ($0, $0.displayName, $0 == .female ? ids.genderFemale : ids.genderMale) } + unknown
        return SelectorView.Model(
            label: copy.genderLabel,
            options: options.map { sex, title, id in
                SelectorView.Option(id: sex.rawValue, title: title, isSelected: form.gender == sex, accessibilityID: id)
            },
            errorMessage: errorMessage(for: .gender), accessibilityIDPrefix: ids.genderPrefix
        )
    }

    /// Missing flow only: "Animal age (optional)".
    public var ageTextFieldModel: ValidatedTextField.Model? {
        ids.age.map {
            ValidatedTextField.Model(
                label: Copy.MissingPet.AnimalDescription.animalAge,
                placeholder: Copy.MissingPet.AnimalDescription.agePlaceholder,
                text: form.ageText, errorMessage: errorMessage(for: .age), keyboardType: .numberPad, accessibilityID: $0
            )
        }
    }

    public var locationCoordinateModel: LocationCoordinateView.Model {
        LocationCoordinateView.Model(
            label: variant == .missing ? Copy.Location.latLong : Copy.FoundPet.PetDetails.foundLocation,
            latitudeField: ValidatedTextField.Model(
                label: Copy.Location.latitude, placeholder: Copy.Location.latitudePlaceholder,
                text: form.location.latitudeText,
                errorMessage: errorMessage(for: .latitude), keyboardType: .signedDecimal, accessibilityID: ids.latitude),
            longitudeField: ValidatedTextField.Model(
                label: Copy.Location.longitude, placeholder: Copy.Location.longitudePlaceholder,
                text: form.location.longitudeText,
                errorMessage: errorMessage(for: .longitude), keyboardType: .signedDecimal,
                accessibilityID: ids.longitude),
            gpsButtonTitle: copy.gpsButton, gpsButtonAccessibilityID: ids.requestGPSButton,
            isRequestingLocation: isRequestingLocation, helperText: locationHelperText,
            map: PlaceMap(
                latitudeText: form.location.latitudeText, longitudeText: form.location.longitudeText,
                accessibilityID: ids.map)
        )
    }

    /// The description with its live `n/500` counter, and its error past the limit.
    public var descriptionTextAreaModel: TextAreaView.Model {
        TextAreaView.Model(
            label: copy.descriptionLabel, placeholder: copy.descriptionPlaceholder,
            text: form.additionalDescription, maxLength: TextLimit.description,
            errorMessage: errorMessage(for: .description),
            accessibilityID: ids.description)
    }

    /// "Something only you know": never shown, with how to use it.
    public var privateMarkTextAreaModel: TextAreaView.Model {
        TextAreaView.Model(
            label: Copy.PrivateMark.label, placeholder: Copy.PrivateMark.placeholder,
            text: form.privateMark ?? "", maxLength: TextLimit.privateMark,
            errorMessage: errorMessage(for: .privateMark),
            helperText: variant == .missing ? Copy.PrivateMark.ownersUse : Copy.PrivateMark.findersUse,
            accessibilityID: ids.privateMark)
    }
}
