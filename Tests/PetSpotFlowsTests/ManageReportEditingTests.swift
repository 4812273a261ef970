import Foundation
import PetSpotDomain
@testable import PetSpotFlows
import Testing

@MainActor
@Suite("Manage my report: editing")
struct ManageReportEditingTests {
    @Test(
        "Given edited and cleared fields, when saved, then only the changes are sent (null clears) and the fields show the saved report"
    )
    func savesChanges() async {
        let (model, desk) = await ManageReportFixtures.signedIn()
        model.petDetails?.editDescription("Red collar with a small bell.")
        model.edit(.reward, "  ")
        await model.saveTapped()
        #expect(desk.sentPatches.get() == [["description": .string("Red collar with a small bell."), "reward": .null]])
        #expect(model.notice == Copy.Manage.saved)
        #expect(model.report?.description == "Red collar with a small bell." && model.report?.reward == nil)
        #expect(model.text(.reward).isEmpty)
        await model.saveTapped()
        #expect(model.notice == Copy.Manage.nothingChanged && desk.sentPatches.get().count == 1)
    }

    @Test(
        "Given the owner shows the private phone and email, then only that is sent, and the cards show the saved choice"
    )
    func changesContactVisibility() async {
        let (model, desk) = await ManageReportFixtures.signedIn()
        #expect(
            model.contactVisibilityModel.options.filter(\.isSelected).map(\.accessibilityID) == [
                ContactVisibilityIdentifiers.manage.keepPrivate
            ])
        model.chooseContactVisibility(.public)
        #expect(model.patch == ["contactVisibility": .string("PUBLIC")])
        await model.saveTapped()
        #expect(desk.stored.get()?.contactVisibility == .public && model.outcome == .saved)
        #expect(
            model.contactVisibilityModel.options.filter(\.isSelected).map(\.id) == ["PUBLIC"] && model.patch.isEmpty)
    }

    @Test(
        "Given changes that break the create rules, then each field shows its problem, nothing is sent, and what was typed stays"
    )
    func refusesBadChanges() async {
        let (model, desk) = await ManageReportFixtures.signedIn()
        model.edit(.email, "")
        model.edit(.phone, "")
        model.edit(.phone, "12")
        await model.saveTapped()
        #expect(desk.sentPatches.get().isEmpty)
        #expect(model.errorMessage(.phone) == Copy.Validation.invalidPhone)
        #expect(model.fieldModel(.phone).text == "12" && model.fieldModel(.phone).borderColor == .error)
        model.edit(.phone, "+48 600 100 200")
        #expect(model.errorMessage(.phone) == nil, "editing a field clears its problem")
        await model.saveTapped()
        #expect(desk.stored.get()?.phone == "+48600100200" && desk.stored.get()?.email == nil)
    }

    @Test(
        "Given the server can't be reached, then the owner is told nothing changed, and the report and the typed text stay"
    )
    func outage() async {
        let (model, desk) = await ManageReportFixtures.signedIn()
        desk.outage.set(.noConnection)
        model.petDetails?.editDescription("Seen near the park.")
        await model.saveTapped()
        #expect(model.failureMessage == Copy.Manage.noConnection)
        #expect(
            model.petDetails?.form.additionalDescription == "Seen near the park."
                && model.report?.description == "Red collar")
    }

    // MARK: The pet's fields: the wizard's animal details screen

    @Test(
        "Given a missing pet's report, then its owner sees the wizard's animal description filled from it, the microchip under step 1's label, and no field to fill twice"
    )
    func opensThePetOnTheWizardsScreen() async throws {
        let (model, _) = await ManageReportFixtures.signedIn()
        let pet = try #require(model.petDetails)
        #expect(pet.variant == .missing && pet.ids == .manage(.missing))
        #expect(pet.dateFieldModel.displayedValue == "20/11/2026")
        #expect(pet.speciesDropdownModel.selectedID == "DOG" && pet.raceDropdownModel.selectedID == "Beagle")
        #expect(pet.genderSelectorModel.options.filter(\.isSelected).map(\.id) == ["MALE"])
        #expect(pet.ageTextFieldModel?.text == "4")
        #expect(pet.collarDataTextFieldModel?.label == Copy.MissingPet.Microchip.label)
        #expect(pet.collarDataTextFieldModel?.text == MicrochipNumber.formatted("616093900123456"))
        #expect(
            pet.locationCoordinateModel.latitudeField.text == "52.23000"
                && pet.locationCoordinateModel.longitudeField.text == "21.01000")
        #expect(pet.speciesDropdownModel.accessibilityID == TestIdentifiers.Manage.speciesDropdown)
        #expect(pet.errorMessage(for: .species) == nil && pet.toast == nil)
        #expect(model.patch.isEmpty, "opening the report changes nothing")
    }

    @Test(
        "Given a found pet's report with a breed not on the list and a point to six decimals, then the breed shows under Other as typed, the point unrounded, and the name and age the Found wizard never asks stay as they are"
    )
    func opensAFoundReport() async throws {
        let (model, desk) = await ManageReportFixtures.signedIn(
            .found, breed: "Beagle-Harrier mix", at: Coordinates(latitude: 52.229676, longitude: -0.000012))
        let pet = try #require(model.petDetails)
        #expect(pet.variant == .found && pet.petNameTextFieldModel == nil && pet.ageTextFieldModel == nil)
        #expect(pet.collarDataTextFieldModel?.label == Copy.FoundPet.PetDetails.collarData)
        #expect(
            pet.raceDropdownModel.selectedID == RaceChoice.other
                && pet.otherRaceTextFieldModel?.text == "Beagle-Harrier mix")
        #expect(pet.locationCoordinateModel.latitudeField.text == "52.229676")
        #expect(model.patch.isEmpty, "showing a point and reading it back never moves it")
        pet.editDescription("Found near the station.")
        await model.saveTapped()
        #expect(desk.sentPatches.get() == [["description": .string("Found near the station.")]])
        #expect(desk.stored.get()?.petName == "Burek" && desk.stored.get()?.age == 4)
    }

    @Test(
        "Given a new species, breed, sex, date, point and microchip, when saved, then exactly those are sent, and the screen shows the saved report"
    )
    func savesThePet() async throws {
        let (model, desk) = await ManageReportFixtures.signedIn()
        let pet = try #require(model.petDetails)
        pet.selectSpecies(.cat)
        #expect(pet.raceDropdownModel.selectedID == nil, "a breed belongs to its species")
        pet.selectRace("Bengal")
        pet.selectGender(.female)
        pet.typeDate("18/11/2026")
        pet.editCollarData("")
        pet.editLatitude("52.1")
        pet.editLongitude("21.2")
        await model.saveTapped()
        #expect(
            desk.sentPatches.get() == [
                [
                    "species": .string("CAT"), "breed": .string("Bengal"), "sex": .string("FEMALE"),
                    "lastSeenDate": .string("2026-11-18"),
                    "locationLatitude": .number(52.1), "locationLongitude": .number(21.2), "microchipNumber": .null,
                ]
            ])
        #expect(
            model.outcome == .saved && desk.stored.get()?.species == .cat && desk.stored.get()?.microchipNumber == nil)
        #expect(model.petDetails?.raceDropdownModel.selectedID == "Bengal" && model.patch.isEmpty)
    }

    @Test("Given the GPS button, then the coordinates are the fix's, and Save sends them")
    func gpsFillsThePoint() async throws {
        let (model, desk) = await ManageReportFixtures.signedIn()
        let pet = try #require(model.petDetails)
        await pet.requestGPSPosition()
        #expect(pet.locationCoordinateModel.latitudeField.text == "52.22968")
        await model.saveTapped()
        #expect(
            desk.sentPatches.get() == [["locationLatitude": .number(52.22968), "locationLongitude": .number(21.01223)]])
    }

    @Test(
        "Given pet fields the wizard refuses (no breed, half a point, a day to come), when saved, then each says why under itself with the wizard's toast, nothing is sent, and what was typed stays"
    )
    func refusesABadPet() async throws {
        let (model, desk) = await ManageReportFixtures.signedIn()
        let pet = try #require(model.petDetails)
        pet.selectSpecies(.cat)
        pet.editLongitude("")
        pet.typeDate("30/11/2026")
        pet.editPetName(String(repeating: "x", count: TextLimit.petName + 1))
        model.edit(.reward, "1000 PLN")
        await model.saveTapped()
        #expect(desk.sentPatches.get().isEmpty && model.outcome == nil)
        #expect(pet.errorMessage(for: .race) == Copy.Validation.missingRace)
        #expect(pet.errorMessage(for: .longitude) == Copy.Validation.missingLongitude)
        #expect(pet.errorMessage(for: .date) != nil && pet.dateFieldModel.displayedValue == "30/11/2026")
        #expect(pet.errorMessage(for: .petName) == Copy.Validation.tooLong(TextLimit.petName))
        #expect(
            pet.toast?.message == Copy.Common.validationToast
                && pet.toast?.accessibilityID == TestIdentifiers.Manage.validationToast)
        #expect(model.text(.reward) == "1000 PLN" && pet.form.species == .cat)
    }

    @Test("Given the server refuses a pet field the screen does not check, then its words are shown, not lost")
    func sayServerPetProblems() async {
        let (model, desk) = await ManageReportFixtures.signedIn()
        desk.outage.set(
            .invalid([ValidationError(field: "breed", code: .invalidFormat, message: "Breed is not allowed here.")]))
        model.petDetails?.editDescription("Brown ears.")
        await model.saveTapped()
        #expect(model.petProblemsMessage == "Breed is not allowed here." && model.outcome == nil)
    }

    // MARK: What people told the owner
}
