import Foundation
import PetSpotDomain
import Testing
@testable import PetSpotFlows

/// Missing flow step 3/4 "Animal description" (seeds 000, 001, 002, 003).
@MainActor
@Suite("Animal description (Missing step 3)")
struct AnimalDescriptionTests {
    let world = TestWorld()

    private func screen() -> (ReportMissingPetFlow, AnimalDescriptionViewModel) {
        let flow = world.missingFlow()
        flow.open(at: .animalDescription)
        return (flow, flow.animalDescriptionViewModel())
    }

    private func fillRequired(_ vm: AnimalDescriptionViewModel) {
        vm.selectSpecies(.dog)
        vm.selectRace("Beagle")
        vm.selectGender(.female)
    }

    @Test("Given step 3 loads, then the header shows 'Animal description', progress 3/4 and the date defaults to today")
    func loadsWithTitleProgressAndToday() {
        let (_, vm) = screen()
        #expect(vm.copy.screenTitle == "Animal description")
        #expect(vm.copy.heading == "Your pet's details")
        #expect(vm.copy.subtitle == "Fill out the details about the missing animal.")
        #expect(vm.progressText == "3/4")
        #expect(vm.form.date == world.today)
        #expect(vm.dateFieldModel.displayedValue == "10/03/2026")
        #expect(vm.dateFieldModel.latestSelectable == world.today)
    }

    @Test("Given a saved date, when the screen reopens, then the saved date is shown, not today")
    func dateDefaultsToSavedValue() throws {
        let (flow, vm) = screen()
        let earlier = try #require(CalendarDate(year: 2026, month: 3, day: 1))
        vm.selectDate(earlier)
        flow.goBack()
        flow.advance()
        #expect(flow.animalDescriptionViewModel().form.date == earlier)
    }

    @Test("Given a future date, when picked, then it is rejected inline and the previous date is kept")
    func futureDateRejectedKeepingPrevious() throws {
        let (_, vm) = screen()
        let past = try #require(CalendarDate(year: 2026, month: 2, day: 20))
        vm.selectDate(past)
        vm.selectDate(try #require(CalendarDate(year: 2026, month: 3, day: 11)))
        #expect(vm.form.date == past)
        #expect(vm.errorMessage(for: .date) == Copy.Validation.futureDate)
        #expect(vm.dateFieldModel.errorMessage == Copy.Validation.futureDate)
        vm.selectDate(world.today)
        #expect(vm.errorMessage(for: .date) == nil)
        #expect(vm.form.date == world.today)
    }

    @Test(
        "Given a date typed in a text box, then DD/MM/YYYY is read; text that is no date, or a future day, stays as typed with its message and blocks Continue, until a good date is typed"
    )
    func typedDates() throws {
        let (flow, vm) = screen()
        fillRequired(vm)
        vm.typeDate("1/3/2026")
        #expect(vm.form.date == CalendarDate(year: 2026, month: 3, day: 1))
        #expect(vm.dateFieldModel.displayedValue == "01/03/2026" && vm.errorMessage(for: .date) == nil)
        vm.typeDate("03/01/20")
        #expect(vm.dateFieldModel.displayedValue == "03/01/20", "kept as typed")
        #expect(vm.errorMessage(for: .date) == Copy.Validation.dateFormat)
        #expect(vm.form.date == CalendarDate(year: 2026, month: 3, day: 1), "the date picked before stays")
        vm.continueTapped()
        #expect(flow.step == .animalDescription)
        vm.typeDate("12/03/2026")
        #expect(
            vm.dateFieldModel.displayedValue == "12/03/2026"
                && vm.errorMessage(for: .date) == Copy.Validation.futureDate)
        vm.typeDate(world.today.displayed)
        #expect(vm.dateFieldModel.displayedValue == world.today.displayed && vm.errorMessage(for: .date) == nil)
        vm.continueTapped()
        #expect(flow.step == .ownersDetails)
    }

    @Test(
        "Given a refused future date still shown, when Continue, then it stays on the step with the toast until a valid date is picked"
    )
    func refusedDateBlocksContinue() throws {
        let (flow, vm) = screen()
        fillRequired(vm)
        vm.selectDate(try #require(CalendarDate(year: 2026, month: 3, day: 12)))
        #expect(!vm.isContinueEnabled)
        vm.continueTapped()
        #expect(flow.step == .animalDescription)
        #expect(vm.toast?.message == Copy.Common.validationToast)
        vm.selectDate(world.today)
        vm.continueTapped()
        #expect(flow.step == .ownersDetails)
    }

    @Test("Given no species, then the race dropdown is disabled with 'Choose species first.' and offers nothing")
    func raceDisabledUntilSpecies() {
        let (_, vm) = screen()
        let race = vm.raceDropdownModel
        #expect(race.isDisabled)
        #expect(race.helperText == "Choose species first.")
        #expect(race.options.isEmpty)
        #expect(race.labelColor == .textDisabled)
        vm.selectRace("Beagle")
        #expect(vm.form.race.isEmpty)
    }

    @Test("Given a species is chosen, then the race dropdown is enabled with only that species' races")
    func raceListsOnlyChosenSpecies() {
        let (_, vm) = screen()
        vm.selectSpecies(.cat)
        let race = vm.raceDropdownModel
        #expect(!race.isDisabled)
        #expect(race.helperText == nil)
        #expect(race.options.map(\.title) == SpeciesTaxonomy.bundled.breeds(of: .cat) + [Copy.Common.otherRace])
        #expect(!race.options.map(\.title).contains("Beagle"))
        vm.selectRace("Beagle")
        #expect(vm.form.race.isEmpty, "a dog breed is not accepted for a cat")
        vm.selectRace("Maine Coon")
        #expect(vm.form.race == "Maine Coon")
    }

    @Test("Given a race was chosen, when the species changes, then the race is cleared")
    func changingSpeciesClearsRace() {
        let (_, vm) = screen()
        vm.selectSpecies(.dog)
        vm.selectRace("Beagle")
        vm.selectSpecies(.dog)
        #expect(vm.form.race == "Beagle", "choosing the same species keeps the race")
        vm.selectSpecies(.cat)
        #expect(vm.form.race.isEmpty)
        #expect(vm.raceDropdownModel.selectedID == nil)
    }

    @Test("Given species, race and gender are set, then Continue is enabled; without any of them it is disabled")
    func requiredFieldsGateContinue() {
        let (_, vm) = screen()
        #expect(!vm.isContinueEnabled)
        vm.selectSpecies(.dog)
        #expect(!vm.isContinueEnabled)
        vm.selectRace("Beagle")
        #expect(!vm.isContinueEnabled, "race alone is not enough without gender")
        vm.selectGender(.male)
        #expect(vm.isContinueEnabled)
    }

    @Test(
        "Given race is missing in the Missing flow, when Continue is tapped, then it stays with 'Please enter the animal race' and the toast"
    )
    func raceRequiredInMissingFlow() {
        let (flow, vm) = screen()
        vm.selectSpecies(.dog)
        vm.selectGender(.female)
        #expect(vm.errorMessage(for: .race) == nil, "no error before the person tries to continue")
        vm.continueTapped()
        #expect(flow.step == .animalDescription)
        #expect(vm.errorMessage(for: .race) == "Please enter the animal race")
        #expect(vm.toast?.message == "Please correct the errors below")
        #expect(vm.toast?.accessibilityID == "animalDescription.validationToast")
    }

    @Test("Given nothing is filled, when Continue is tapped, then every required field explains what is missing")
    func continueRevealsEveryRequiredError() {
        let (_, vm) = screen()
        vm.continueTapped()
        #expect(vm.speciesDropdownModel.errorMessage == "Please select an animal species")
        #expect(vm.raceDropdownModel.errorMessage == "Please enter the animal race")
        #expect(vm.genderSelectorModel.errorMessage == "Please select a gender")
        #expect(vm.ageTextFieldModel?.errorMessage == nil)
        #expect(
            vm.locationCoordinateModel.latitudeField.errorMessage == nil, "coordinates are optional in the Missing flow"
        )
    }

    @Test("Given the gender cards, then they are Female then Male, mutually exclusive, with the seeds' ids")
    func genderCardsAreExclusiveRadios() {
        let (_, vm) = screen()
        #expect(vm.genderSelectorModel.options.map(\.title) == ["Female", "Male"])
        #expect(
            vm.genderSelectorModel.options.map(\.accessibilityID) == [
                "animalDescription.genderFemale.tap", "animalDescription.genderMale.tap",
            ])
        vm.selectGender(.female)
        vm.selectGender(.male)
        #expect(vm.genderSelectorModel.options.map(\.isSelected) == [false, true])
    }

    @Test(
        "Given an age, then 0–40 whole numbers pass, and negative, decimal or 41 show an inline error and block Continue",
        arguments: [
            ("", true), ("0", true), ("40", true), ("7", true), ("41", false), ("-1", false), ("2.5", false),
            ("two", false),
        ])
    func ageRange(text: String, valid: Bool) {
        let (_, vm) = screen()
        fillRequired(vm)
        vm.editAge(text)
        #expect(vm.isContinueEnabled == valid)
        #expect((vm.ageTextFieldModel?.errorMessage == nil) == valid)
        #expect(vm.ageTextFieldModel?.keyboardType == .numberPad)
    }

    @Test(
        "Given coordinates out of range, then inline errors appear under the offending field and Continue is disabled until fixed or cleared"
    )
    func outOfRangeCoordinatesBlockContinue() {
        let (_, vm) = screen()
        fillRequired(vm)
        vm.editLatitude("91")
        vm.editLongitude("-181")
        let location = vm.locationCoordinateModel
        #expect(location.latitudeField.errorMessage == "Latitude must be between -90 and 90")
        #expect(location.longitudeField.errorMessage == "Longitude must be between -180 and 180")
        #expect(!vm.isContinueEnabled)
        vm.editLatitude("52.1")
        vm.editLongitude("21.0")
        #expect(vm.isContinueEnabled)
        vm.editLatitude("")
        vm.editLongitude("")
        #expect(vm.isContinueEnabled, "clearing both is allowed: coordinates are optional")
    }

    @Test("Given only one coordinate is filled in the Missing flow, then the other shows an error (both or neither)")
    func coordinatesBothOrNeither() {
        let (_, vm) = screen()
        fillRequired(vm)
        vm.editLatitude("52.1")
        #expect(!vm.isContinueEnabled)
        #expect(vm.errorMessage(for: .longitude) == nil, "the untouched field stays quiet until Continue")
        vm.continueTapped()
        #expect(vm.errorMessage(for: .longitude) == Copy.Validation.missingLongitude)
    }

    @Test(
        "Given a description past 500 characters, then nothing is cut: the text stays whole, the counter reads n/500 in red, the field says it is too long and Continue waits; shortened, it goes on (issue 48: a paste cut unseen lost its last line)"
    )
    func descriptionPastTheLimitIsShownNotCut() {
        let (_, vm) = screen()
        fillRequired(vm)
        vm.editDescription("Brown collar")
        #expect(vm.descriptionTextAreaModel.characterCountText == "12/500")
        let long = String(repeating: "a", count: 490) + " Don't chase her, call."
        vm.editDescription(long)
        #expect(vm.form.additionalDescription == long, "kept whole")
        #expect(
            vm.descriptionTextAreaModel.characterCountText == "513/500"
                && vm.descriptionTextAreaModel.characterCountColor == .error)
        #expect(vm.form.race == "Beagle")
        #expect(!vm.isContinueEnabled)
        vm.continueTapped()
        #expect(vm.descriptionTextAreaModel.errorMessage == "Must be at most 500 characters")
        vm.editDescription(String(repeating: "a", count: 499) + "🐶")
        #expect(vm.descriptionTextAreaModel.characterCountText == "500/500" && vm.isContinueEnabled)
    }

    @Test(
        "Given the Animal name field, then it sits between the date and species, accepts any Unicode and keeps what was typed"
    )
    func animalNameFieldAcceptsAnything() {
        let (flow, vm) = screen()
        let model = vm.petNameTextFieldModel
        #expect(model?.label == "Animal name (optional)")
        #expect(model?.accessibilityID == "animalDescription.animalNameTextField.input")
        vm.editPetName("  Burek 🐕 ")
        #expect(vm.petNameTextFieldModel?.text == "  Burek 🐕 ")
        #expect(flow.state.petName == "Burek 🐕")
        vm.editPetName("   ")
        #expect(flow.state.petName == nil)
        #expect(vm.collarDataTextFieldModel == nil, "collar data belongs to the Found flow")
    }

    @Test(
        "Given a long Animal name, then nothing typed is cut (seed 002 FR-009) and the API's 100-character limit shows under the field, on this step"
    )
    func animalNameLimitShownOnTheStep() {
        let (flow, vm) = screen()
        fillRequired(vm)
        vm.editPetName(String(repeating: "x", count: 250))
        #expect(vm.form.petName.count == 250)
        #expect(vm.petNameTextFieldModel?.errorMessage == Copy.Validation.tooLong(TextLimit.petName))
        vm.continueTapped()
        #expect(flow.step == .animalDescription)
        vm.editPetName(String(repeating: "x", count: 100))
        #expect(vm.petNameTextFieldModel?.errorMessage == nil)
    }

    @Test(
        "Given a breed not in the list, then Other / not listed asks for it in the person's words, requires it, and sends it"
    )
    func otherRaceIsFreeText() {
        let (flow, vm) = screen()
        fillRequired(vm)
        #expect(vm.raceDropdownModel.options.last?.title == Copy.Common.otherRace)
        vm.selectRace(RaceChoice.other)
        #expect(vm.raceDropdownModel.selectedID == RaceChoice.other)
        #expect(vm.otherRaceTextFieldModel?.text == "")
        vm.continueTapped()
        #expect(flow.step == .animalDescription)
        #expect(vm.otherRaceTextFieldModel?.errorMessage == Copy.Validation.missingOtherRace)
        vm.editOtherRace("  Podhale sheepdog mix ")
        #expect(vm.form.chosenRace == "Podhale sheepdog mix")
        vm.continueTapped()
        #expect(flow.step == .ownersDetails)
        #expect(flow.state.animalDescription.chosenRace == "Podhale sheepdog mix")
        // A listed race chosen again puts the typed one away; another species clears both.
        vm.selectRace(vm.availableRaces[0])
        #expect(vm.otherRaceTextFieldModel == nil && vm.form.chosenRace == vm.availableRaces[0])
    }

    @Test(
        "Given a valid form, when Continue is tapped, then step 4 opens with every value kept and missing_pet.step3_completed is emitted once"
    )
    func continueEmitsAnalyticsAndAdvances() {
        let (flow, vm) = screen()
        fillRequired(vm)
        vm.editAge("3")
        vm.continueTapped()
        #expect(flow.step == .ownersDetails)
        #expect(world.analytics.events.get() == [.missingPetStep3Completed])
        #expect(world.analytics.events.get().first?.name == "missing_pet.step3_completed")
        let details = AnimalDescriptionDetails(
            form: flow.state.animalDescription, taxonomy: .bundled, today: world.today)
        #expect(details?.species.id == .dog)
        #expect(details?.race == "Beagle")
        #expect(details?.gender == .female)
        #expect(details?.age == 3)
    }

    @Test("Given an invalid form, when Continue is tapped, then no analytics event is emitted")
    func invalidContinueEmitsNothing() {
        let (_, vm) = screen()
        vm.continueTapped()
        #expect(world.analytics.events.get().isEmpty)
    }

    @Test(
        "Given a required field is cleared, when Continue is attempted, then Continue stays disabled and helper text explains"
    )
    func clearingRequiredFieldDisablesContinue() {
        let (_, vm) = screen()
        fillRequired(vm)
        vm.selectSpecies(nil)
        #expect(!vm.isContinueEnabled)
        #expect(vm.errorMessage(for: .species) == "Please select an animal species", "a touched field explains at once")
    }

    @Test("Given an edit, then the form records when it was last updated")
    func recordsLastUpdated() {
        let (_, vm) = screen()
        vm.selectSpecies(.dog)
        #expect(vm.form.lastUpdated == world.wallClock.now)
    }

    @Test("Given the species dropdown, then it shows 'Select an option' and the seven species of the taxonomy")
    func speciesDropdownListsTaxonomy() {
        let (_, vm) = screen()
        let model = vm.speciesDropdownModel
        #expect(model.displayedText == "Select an option")
        #expect(model.options.map(\.title) == ["Dog", "Cat", "Bird", "Rabbit", "Rodent", "Reptile", "Other"])
        #expect(model.accessibilityID == "animalDescription.speciesDropdown.tap")
        vm.selectSpecies(.rabbit)
        #expect(vm.speciesDropdownModel.displayedText == "Rabbit")
    }
}
