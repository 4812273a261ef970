import Foundation
import PetSpotDomain
import Testing
@testable import PetSpotFlows

/// The map that sets a place (issue 35): the pin shows what the fields hold, and a pin put on the
/// map fills them, in both wizards, "Manage my report" and "I saw this pet".
@MainActor
@Suite("The place on a map")
struct PlaceMapTests {
    @Test(
        "Given empty or half-typed or out-of-range coordinates, then the map has no pin; given both valid, the pin is there"
    )
    func pinFollowsTheFields() {
        let id = AnimalDetailsIdentifiers.missing.map
        #expect(PlaceMap(latitudeText: "", longitudeText: "", accessibilityID: id).pin == nil)
        #expect(PlaceMap(latitudeText: "50.06", longitudeText: "", accessibilityID: id).pin == nil)
        #expect(PlaceMap(latitudeText: "91", longitudeText: "19.9", accessibilityID: id).pin == nil)
        #expect(
            PlaceMap(latitudeText: "50,06143", longitudeText: " 19.93658", accessibilityID: id).pin
                == Coordinates(latitude: 50.06143, longitude: 19.93658))
    }

    @Test(
        "Given the Missing wizard's place, when the pin is put on the map, then both fields take it to 5 decimals, typed by hand, and their errors go"
    )
    func missingWizardPin() {
        let world = TestWorld()
        let flow = world.missingFlow()
        flow.open(at: .animalDescription)
        let vm = flow.animalDescriptionViewModel()
        vm.continueTapped()
        vm.editLatitude("abc")
        #expect(vm.locationCoordinateModel.map.pin == nil)
        #expect(vm.locationCoordinateModel.map.accessibilityID == "animalDescription.map")
        vm.placePin(at: Coordinates(latitude: 50.0614312, longitude: 19.9365849)!)
        let model = vm.locationCoordinateModel
        #expect(model.latitudeField.text == "50.06143" && model.longitudeField.text == "19.93658")
        #expect(model.latitudeField.errorMessage == nil && model.longitudeField.errorMessage == nil)
        #expect(model.map.pin == Coordinates(latitude: 50.06143, longitude: 19.93658))
        #expect(flow.state.animalDescription.location.capture?.captureMethod == .manual)
    }

    @Test("Given the Found wizard and Manage, then their maps carry their own identifiers in the seeds' convention")
    func identifiers() {
        #expect(AnimalDetailsIdentifiers.found.map == "reportFoundPet.petDetails.map")
        #expect(AnimalDetailsIdentifiers.manage(.missing).map == "manageReport.map")
        #expect(TestIdentifiers.Reaching.map == "reportDetails.sightingForm.map")
        for id in [
            AnimalDetailsIdentifiers.missing.map, AnimalDetailsIdentifiers.found.map, TestIdentifiers.Manage.map,
            TestIdentifiers.Reaching.map,
        ] {
            #expect(TestIdentifiers.all.contains(id) && id.hasSuffix(".map"))
        }
    }

    @Test(
        "Given 'I saw this pet', then its map opens on the report's place until a pin is put, which fills the coordinates"
    )
    func sightingPin() {
        let model = ReachingFormsTests.sightingForm(FakeReaching())
        #expect(model.placeMap.pin == nil)
        #expect(model.placeMap.centre == model.report.location)
        #expect(model.placeMap.accessibilityID == TestIdentifiers.Reaching.map)
        model.placePin(at: Coordinates(latitude: -33.868820, longitude: 151.209296)!)
        #expect(model.text(.latitude) == "-33.86882" && model.text(.longitude) == "151.20930")
        #expect(model.placeMap.pin == Coordinates(latitude: -33.86882, longitude: 151.2093))
    }

    @Test(
        "Given the browser or phone refuses its location, when 'Use my location' is tapped on the sighting form, then it says so and what to do"
    )
    func sightingDenied() async {
        let model = ReachingFormsTests.sightingForm(
            FakeReaching(), location: FakeLocation(status: .denied, fix: .failure))
        await model.useMyLocation()
        #expect(model.locationHelper == Copy.Location.permissionDeniedHelper)
    }
}
