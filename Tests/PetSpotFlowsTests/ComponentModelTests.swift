import PetSpotDomain
import Testing
@testable import PetSpotFlows

/// Seed 003's component models and the test identifiers, shared by every renderer.
@MainActor
@Suite("Component models and identifiers")
struct ComponentModelTests {
    @Test("Given the Animal description screen, then every control carries the seed 001 identifier")
    func seedIdentifiers() {
        let ids = AnimalDetailsIdentifiers.missing
        let expected = [
            "animalDescription.backButton.tap", "animalDescription.datePicker.tap",
            "animalDescription.speciesDropdown.tap",
            "animalDescription.raceTextField.input", "animalDescription.genderFemale.tap",
            "animalDescription.genderMale.tap",
            "animalDescription.ageTextField.input", "animalDescription.requestGPSButton.tap",
            "animalDescription.latitudeTextField.input", "animalDescription.longitudeTextField.input",
            "animalDescription.descriptionTextArea.input", "animalDescription.continueButton.tap",
            "animalDescription.animalNameTextField.input",
        ]
        #expect(Set(expected).isSubset(of: Set(ids.all)))
        #expect(Set(expected).isSubset(of: TestIdentifiers.all))
    }

    @Test("Given every identifier, then each follows {screen}.{element}[.{action}] and none is used twice")
    func identifiersAreWellFormedAndUnique() {
        let all = TestIdentifiers.all
        for id in all {
            #expect(id.split(separator: ".").count >= 2, "\(id)")
            #expect(!id.contains(" "))
        }
        let found = AnimalDetailsIdentifiers.found.all + PhotoStepIdentifiers.found.all
        #expect(found.allSatisfy { $0.hasPrefix("reportFoundPet.") }, "the Found flow has its own prefix (ours)")
        let missing = AnimalDetailsIdentifiers.missing.all + PhotoStepIdentifiers.missing.all
        #expect(Set(found).isDisjoint(with: Set(missing)))
    }

    @Test(
        "Given the screen's component models, then keyboards are neutral: numeric for age and coordinates, default for text"
    )
    func keyboardTypes() {
        let world = TestWorld()
        let flow = world.missingFlow()
        let vm = flow.animalDescriptionViewModel()
        #expect(vm.ageTextFieldModel?.keyboardType == .numberPad)
        #expect(vm.locationCoordinateModel.latitudeField.keyboardType == .signedDecimal)
        #expect(vm.petNameTextFieldModel?.keyboardType == .text)
        #expect(vm.locationCoordinateModel.latitudeField.placeholder == "00000")
        #expect(vm.ageTextFieldModel?.placeholder == "-")
        #expect(vm.locationCoordinateModel.label == "Lat / Long")
    }

    @Test("Given an error on a field, then its model turns the border to the error colour")
    func errorColours() {
        let plain = ValidatedTextField.Model(label: "L", accessibilityID: "a.b")
        let failing = ValidatedTextField.Model(label: "L", errorMessage: "Wrong", accessibilityID: "a.b")
        #expect(plain.borderColor == .borderDefault)
        #expect(failing.borderColor == .error)
        #expect(ColorToken.primaryBlue.value == "#155dfc")
        #expect(ColorToken.borderDefault.value == "#d1d5dc")
    }

    @Test("Given a text area at its limit, then the counter says n/500 in the error colour")
    func counterColour() {
        let full = TextAreaView.Model(
            label: "D", placeholder: "", text: String(repeating: "a", count: 500), maxLength: 500,
            accessibilityID: "a.b")
        #expect(full.characterCountText == "500/500")
        #expect(full.characterCountColor == .error)
        let some = TextAreaView.Model(label: "D", placeholder: "", text: "abc", maxLength: 500, accessibilityID: "a.b")
        #expect(some.characterCountColor == .textSecondary)
    }
}
