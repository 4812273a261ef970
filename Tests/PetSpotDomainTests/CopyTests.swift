import Foundation
import Testing
import PetSpotDomain

/// One piece of copy: where it lives in `Copy`, its text there, and the seed's text.
struct CopyCase: Sendable, CustomTestStringConvertible {
    let name: String
    let actual: String
    let expected: String

    init(_ name: String, _ actual: String, _ expected: String) {
        self.name = name
        self.actual = actual
        self.expected = expected
    }

    var testDescription: String { name }
}

@Suite("Copy")
struct CopyTests {
    // MARK: Seed 004, FR-017: the Found-pet wizard, verbatim

    static let foundPetFR017: [CopyCase] = [
        // Step 1 (1/3) - Upload photo
        CopyCase("FoundPet.UploadPhoto.screenTitle", Copy.FoundPet.UploadPhoto.screenTitle, "Upload photo"),
        CopyCase("FoundPet.UploadPhoto.heading", Copy.FoundPet.UploadPhoto.heading, "Upload photo"),
        CopyCase(
            "FoundPet.UploadPhoto.body", Copy.FoundPet.UploadPhoto.body,
            "Upload a clear photo of the pet you found. This helps the owner recognize them quickly."),
        CopyCase("FoundPet.UploadPhoto.emptyPrimary", Copy.FoundPet.UploadPhoto.emptyPrimary, "Tap to upload a photo"),
        CopyCase(
            "FoundPet.UploadPhoto.emptySecondary", Copy.FoundPet.UploadPhoto.emptySecondary,
            "JPEG, PNG, HEIC, GIF, WEBP • Max 10MB"),
        CopyCase("Common.continueButton (steps 1 and 2)", Copy.Common.continueButton, "Continue"),
        // Step 2 (2/3) - Pet details
        CopyCase("FoundPet.PetDetails.screenTitle", Copy.FoundPet.PetDetails.screenTitle, "Pet details"),
        CopyCase("FoundPet.PetDetails.heading", Copy.FoundPet.PetDetails.heading, "Pet details"),
        CopyCase(
            "FoundPet.PetDetails.body", Copy.FoundPet.PetDetails.body,
            "Tell us what you know about the animal you found."),
        CopyCase("FoundPet.PetDetails.dateFound", Copy.FoundPet.PetDetails.dateFound, "Date found"),
        CopyCase(
            "FoundPet.PetDetails.dateFoundPlaceholder", Copy.FoundPet.PetDetails.dateFoundPlaceholder, "DD/MM/YYYY"),
        CopyCase("FoundPet.PetDetails.collarData", Copy.FoundPet.PetDetails.collarData, "Collar data (optional)"),
        CopyCase(
            "FoundPet.PetDetails.collarDataPlaceholder", Copy.FoundPet.PetDetails.collarDataPlaceholder,
            "00000-00000-00000"),
        CopyCase(
            "FoundPet.PetDetails.additionalDescription", Copy.FoundPet.PetDetails.additionalDescription,
            "Additional description (optional)"),
        CopyCase(
            "FoundPet.PetDetails.additionalDescriptionPlaceholder",
            Copy.FoundPet.PetDetails.additionalDescriptionPlaceholder,
            "Any details that could help identify the pet..."),
        CopyCase(
            "FoundPet.PetDetails.useCurrentLocation", Copy.FoundPet.PetDetails.useCurrentLocation,
            "Use current location"),
        // Step 3 (3/3) - Contact information
        CopyCase("FoundPet.ContactInfo.screenTitle", Copy.FoundPet.ContactInfo.screenTitle, "Contact info"),
        CopyCase("FoundPet.ContactInfo.heading", Copy.FoundPet.ContactInfo.heading, "Contact information"),
        CopyCase(
            "FoundPet.ContactInfo.body", Copy.FoundPet.ContactInfo.body,
            "Share your contact details so the pet\u{2019}s owner can reach you."),
        CopyCase("FoundPet.ContactInfo.phone", Copy.FoundPet.ContactInfo.phone, "Your phone number"),
        CopyCase(
            "FoundPet.ContactInfo.phonePlaceholder", Copy.FoundPet.ContactInfo.phonePlaceholder, "+1 (555) 000-0000"),
        CopyCase("FoundPet.ContactInfo.email", Copy.FoundPet.ContactInfo.email, "Your email"),
        CopyCase(
            "FoundPet.ContactInfo.emailPlaceholder", Copy.FoundPet.ContactInfo.emailPlaceholder, "email@example.com"),
        CopyCase(
            "FoundPet.ContactInfo.caregiverPhone", Copy.FoundPet.ContactInfo.caregiverPhone,
            "Caregiver phone number (optional)"),
        CopyCase(
            "FoundPet.ContactInfo.caregiverPhonePlaceholder", Copy.FoundPet.ContactInfo.caregiverPhonePlaceholder,
            "+1 (555) 000-0000"),
        CopyCase(
            "FoundPet.ContactInfo.currentAddress", Copy.FoundPet.ContactInfo.currentAddress,
            "Current physical address (optional)"),
        CopyCase(
            "FoundPet.ContactInfo.currentAddressPlaceholder", Copy.FoundPet.ContactInfo.currentAddressPlaceholder,
            "Full address where the animal is currently located"),
        CopyCase("FoundPet.ContactInfo.submitReport", Copy.FoundPet.ContactInfo.submitReport, "Submit report"),
    ]

    @Test(
        "Given seed 004's FR-017 copy requirements, then every Found-pet label, placeholder, body and button is verbatim",
        arguments: foundPetFR017)
    func foundPetCopy(copy: CopyCase) {
        #expect(copy.actual == copy.expected)
    }

    // MARK: Seed 001: the Animal description screen's localisation keys

    static let animalDescriptionKeys: [CopyCase] = [
        CopyCase("animalDescriptionTitle", Copy.MissingPet.AnimalDescription.screenTitle, "Animal description"),
        CopyCase("animalDescriptionProgress", Copy.Common.progress(step: 3, of: 4), "3/4"),
        CopyCase("yourPetsDetails", Copy.MissingPet.AnimalDescription.heading, "Your pet's details"),
        CopyCase(
            "fillOutDetails", Copy.MissingPet.AnimalDescription.subtitle,
            "Fill out the details about the missing animal."),
        CopyCase("dateOfDisappearance", Copy.MissingPet.AnimalDescription.dateOfDisappearance, "Date of disappearance"),
        CopyCase("animalSpecies", Copy.MissingPet.AnimalDescription.animalSpecies, "Animal species"),
        CopyCase("animalRace", Copy.MissingPet.AnimalDescription.animalRace, "Animal race"),
        CopyCase("selectAnOption", Copy.Common.selectAnOption, "Select an option"),
        CopyCase("genderFemale", Copy.Common.female, "Female"),
        CopyCase("genderMale", Copy.Common.male, "Male"),
        CopyCase("animalAgeOptional", Copy.MissingPet.AnimalDescription.animalAge, "Animal age (optional)"),
        CopyCase("agePlaceholder", Copy.MissingPet.AnimalDescription.agePlaceholder, "-"),
        CopyCase("requestGPSPosition", Copy.MissingPet.AnimalDescription.requestGPSPosition, "Request GPS position"),
        CopyCase("latLong", Copy.Location.latLong, "Lat / Long"),
        CopyCase("latitudePlaceholder", Copy.Location.latitudePlaceholder, "00000"),
        CopyCase("longitudePlaceholder", Copy.Location.longitudePlaceholder, "00000"),
        CopyCase(
            "animalDescriptionOptional", Copy.MissingPet.AnimalDescription.additionalDescription,
            "Animal additional description (optional)"),
        CopyCase("continueButton", Copy.Common.continueButton, "Continue"),
        CopyCase("missingDateError", Copy.Validation.missingDate, "Date of disappearance is required"),
        CopyCase("missingSpeciesError", Copy.Validation.missingSpecies, "Please select an animal species"),
        CopyCase("missingRaceError", Copy.Validation.missingRace, "Please enter the animal race"),
        CopyCase("missingGenderError", Copy.Validation.missingGender, "Please select a gender"),
        CopyCase("invalidAgeError", Copy.Validation.invalidAge, "Age must be between 0 and 40"),
        CopyCase("invalidLatitudeError", Copy.Validation.invalidLatitude, "Latitude must be between -90 and 90"),
        CopyCase("invalidLongitudeError", Copy.Validation.invalidLongitude, "Longitude must be between -180 and 180"),
        CopyCase("validationToast", Copy.Common.validationToast, "Please correct the errors below"),
        CopyCase("gpsPermissionDeniedTitle", Copy.Location.permissionDeniedTitle, "Location Permission Denied"),
        CopyCase(
            "gpsPermissionDeniedMessage", Copy.Location.permissionDeniedMessage,
            "Allow location access in Settings to use GPS position"),
        CopyCase("gpsPermissionCancel", Copy.Location.permissionCancel, "Cancel"),
        CopyCase("gpsPermissionSettings", Copy.Location.permissionSettings, "Go to Settings"),
        CopyCase("gpsSuccessHelper", Copy.Location.gpsSuccessHelper, "GPS position captured successfully"),
        CopyCase("characterCount", Copy.Common.characterCount(123, limit: 500), "123/500"),
    ]

    @Test(
        "Given seed 001's localisation keys, then each Animal description string is verbatim",
        arguments: animalDescriptionKeys)
    func animalDescriptionCopy(copy: CopyCase) {
        #expect(copy.actual == copy.expected)
    }

    // MARK: Other seed strings

    @Test("Given the Missing-pet wizard, then its screen titles, labels and placeholders are the seeds'")
    func missingPetCopy() {
        #expect(Copy.MissingPet.AnimalDescription.screenTitle == "Animal description")
        #expect(Copy.MissingPet.AnimalDescription.animalName == "Animal name (optional)")
        #expect(Copy.MissingPet.AnimalDescription.gender == "Gender")
        #expect(Copy.MissingPet.Microchip.label == "Microchip number (optional)")
        #expect(Copy.MissingPet.Microchip.placeholder == "00000-00000-00000")
    }

    @Test("Given the species picker without a species, then the breed field says to choose species first")
    func chooseSpeciesFirst() {
        #expect(Copy.Common.chooseSpeciesFirst.contains("Choose species first"))
    }

    @Test("Given the offline taxonomy, then the notice reads \"Using offline list\"")
    func usingOfflineList() {
        #expect(Copy.Common.usingOfflineList == "Using offline list")
    }

    @Test("Given the sex options, then their copy is Female, Male and Unknown")
    func sexCopy() {
        #expect(Copy.Common.female == "Female")
        #expect(Copy.Common.male == "Male")
        #expect(Copy.Common.unknownSex == "Unknown")
    }

    @Test(
        "Given progress and counters, when formatted, then they read step/total and count/limit",
        arguments: [
            (Copy.Common.progress(step: 1, of: 3), "1/3"), (Copy.Common.progress(step: 4, of: 4), "4/4"),
            (Copy.Common.characterCount(0, limit: 500), "0/500"),
            (Copy.Common.characterCount(100, limit: 100), "100/100"),
        ]
    )
    func formattedCounters(actual: String, expected: String) {
        #expect(actual == expected)
    }

    @Test("Given validation copy built from a field, then it names the field")
    func builtValidationMessages() {
        #expect(Copy.Validation.tooLong(500) == "Must be at most 500 characters")
        #expect(Copy.Validation.missing("status") == "status is required")
        #expect(Copy.Validation.unknownField("colour") == "Unknown field 'colour': remove it from the request")
        #expect(Copy.Validation.mustBeOneOf("sex", ["MALE", "FEMALE"]) == "sex must be one of MALE, FEMALE")
        #expect(Copy.Validation.mustBeText("petName") == "petName must be a text value")
        #expect(Copy.Validation.mustBeNumber("age") == "age must be a number")
    }

    @Test("Given the reference app's contact step, then its messages are kept")
    func contactMessages() {
        #expect(Copy.Validation.invalidPhone == "Enter at least 7 digits")
        #expect(Copy.Validation.invalidEmail == "Enter a valid email address")
    }

    @Test("Given a photo file name, then the photo messages name the file and the limit")
    func photoMessages() {
        #expect(Copy.Photo.unsupportedType("scan.pdf").hasPrefix("scan.pdf "))
        #expect(
            Copy.Photo.tooLarge("big.jpg")
                == "big.jpg is larger than 10 MB. Choose a smaller photo, or make this one smaller first.")
    }

    @Test(
        "Given any piece of copy, then it has no surrounding whitespace",
        arguments: foundPetFR017 + animalDescriptionKeys.filter { !$0.actual.isEmpty }
    )
    func noStrayWhitespace(copy: CopyCase) {
        #expect(copy.actual == copy.actual.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test(
        "Given a distance, then it reads in metres to the ten below 1 km and in kilometres to one decimal (as printf's %.1f) above, 995 m as 1.0 km"
    )
    func lengths() {
        #expect(Copy.length(kilometres: 0.004) == "0 m")
        #expect(Copy.length(kilometres: 0.304) == "300 m")
        #expect(Copy.length(kilometres: 0.995) == "1.0 km")
        #expect(Copy.length(kilometres: 1.25) == "1.3 km")
        for kilometres in (0..<10_000).map({ _ in Double.random(in: 1...40_000) }) {
            #expect(
                Copy.length(kilometres: kilometres) == String(format: "%.1f km", (kilometres * 10).rounded() / 10),
                "\(kilometres)")
        }
    }
}
