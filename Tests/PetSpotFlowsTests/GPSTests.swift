import Foundation
import PetSpotDomain
import Testing
@testable import PetSpotFlows

/// "Request GPS position" / "Use current location" (seed 000 US2, FR-009/010/015, edge cases).
@MainActor
@Suite("GPS position")
struct GPSTests {
    private func screen(_ world: TestWorld) -> (ReportMissingPetFlow, AnimalDescriptionViewModel) {
        let flow = world.missingFlow()
        flow.open(at: .animalDescription)
        return (flow, flow.animalDescriptionViewModel())
    }

    @Test(
        "Given permission is undetermined, when GPS is tapped and granted, then both fields fill to 5 decimals with a GPS capture and the success helper"
    )
    func grantedFillsBothFields() async {
        let world = TestWorld(
            location: FakeLocation(
                status: .notDetermined, answerToRequest: .authorized,
                fix: .coordinates(Coordinates(latitude: 52.2296756, longitude: 21.0122287)!)))
        let (flow, vm) = screen(world)
        await vm.requestGPSPosition()
        #expect(world.location.permissionRequests.get() == 1)
        #expect(world.location.fixRequests.get() == 1)
        #expect(vm.locationCoordinateModel.latitudeField.text == "52.22968")
        #expect(vm.locationCoordinateModel.longitudeField.text == "21.01223")
        let capture = flow.state.animalDescription.location.capture
        #expect(capture?.captureMethod == .gps)
        #expect(capture?.timestamp == world.wallClock.now)
        #expect(capture?.permissionStatus == .authorized)
        #expect(capture?.latitude == 52.22968)
        #expect(vm.locationCoordinateModel.helperText == "GPS position captured successfully")
        #expect(vm.locationCoordinateModel.latitudeField.isDisabled == false, "fields stay editable")
    }

    @Test("Given permission was already granted, when GPS is tapped, then it does not ask again")
    func authorizedDoesNotAskAgain() async {
        let world = TestWorld()
        let (_, vm) = screen(world)
        await vm.requestGPSPosition()
        #expect(world.location.permissionRequests.get() == 0)
        #expect(world.location.fixRequests.get() == 1)
    }

    @Test(
        "Given permission is denied, when GPS is tapped, then the settings prompt is offered and manual entry remains")
    func deniedOffersSettingsAndManualEntry() async {
        let world = TestWorld(location: FakeLocation(status: .denied, fix: .failure))
        let (flow, vm) = screen(world)
        await vm.requestGPSPosition()
        let alert = vm.permissionAlert
        #expect(alert?.title == "Location Permission Denied")
        #expect(alert?.message == "Allow location access in Settings to use GPS position")
        #expect(alert?.buttons.map(\.title) == ["Cancel", "Go to Settings"])
        #expect(world.location.fixRequests.get() == 0)
        #expect(vm.locationHelperText == Copy.Location.permissionDeniedHelper, "it says why, and what to do instead")
        await vm.permissionAlertAction(.openSettings)
        #expect(world.location.settingsOpened.get() == 1)
        #expect(vm.permissionAlert == nil)
        vm.editLatitude("50.06143")
        vm.editLongitude("19.93658")
        #expect(flow.state.animalDescription.location.capture?.captureMethod == .manual)
        #expect(vm.validationErrors.filter { $0.field == "latitude" || $0.field == "longitude" }.isEmpty)
    }

    @Test("Given the permission prompt is answered with deny, when cancelled, then a toast explains manual entry")
    func deniedAtPromptThenCancelShowsToast() async {
        let world = TestWorld(location: FakeLocation(status: .notDetermined, answerToRequest: .denied, fix: .failure))
        let (_, vm) = screen(world)
        await vm.requestGPSPosition()
        #expect(world.location.permissionRequests.get() == 1)
        #expect(vm.permissionAlert != nil)
        await vm.permissionAlertAction(.cancel)
        #expect(vm.toast?.message == Copy.Location.permissionDeniedToast)
        #expect(world.location.settingsOpened.get() == 0)
    }

    @Test(
        "Given GPS-filled coordinates, when either is edited by hand, then the capture method flips to manual at once")
    func manualEditFlipsCaptureMethod() async {
        let world = TestWorld()
        let (flow, vm) = screen(world)
        await vm.requestGPSPosition()
        #expect(flow.state.animalDescription.location.capture?.captureMethod == .gps)
        vm.editLongitude("21.01224")
        let capture = flow.state.animalDescription.location.capture
        #expect(capture?.captureMethod == .manual)
        #expect(capture?.longitude == 21.01224)
        #expect(capture?.permissionStatus == .authorized, "the permission the GPS capture saw is kept")
        #expect(
            vm.locationCoordinateModel.helperText == Copy.Location.manualOnlyHelper,
            "the GPS success text no longer applies")
    }

    @Test(
        "Given a permission prompt never answered, when a minute passes, then the request gives up with the time-out's message, and a second press asks again"
    )
    func permissionPromptUnanswered() async {
        let location = FakeLocation(
            status: .notDetermined, answersRequest: false,
            fix: .coordinates(Coordinates(latitude: 52.2, longitude: 21.0)!))
        let world = TestWorld(location: location)
        let (_, vm) = screen(world)
        let request = Task { await vm.requestGPSPosition() }
        await world.clock.sleeperArrived()
        world.clock.advance(by: GPSRequest.permissionTimeout - .seconds(1))
        #expect(vm.isRequestingLocation, "still waiting for the person to answer")
        world.clock.advance(by: .seconds(1))
        await request.value
        #expect(!vm.isRequestingLocation)
        #expect(vm.locationCoordinateModel.helperText == Copy.Location.gpsTimedOut)
        let again = Task { await vm.requestGPSPosition() }
        await world.clock.sleeperArrived()
        #expect(location.permissionRequests.get() == 2, "nothing piled up: the first request was let go")
        world.clock.advance(by: GPSRequest.permissionTimeout)
        await again.value
    }

    @Test(
        "Given a fix never arrives, when the time-out passes, then the request ends with a clear message and manual entry"
    )
    func timesOut() async {
        let world = TestWorld(location: FakeLocation(fix: .never))
        let (flow, vm) = screen(world)
        let request = Task { await vm.requestGPSPosition() }
        // Awaited, not polled: the time-out's sleep is on the test clock before time moves.
        await world.clock.sleeperArrived()
        #expect(vm.locationCoordinateModel.isRequestingLocation)
        #expect(vm.locationCoordinateModel.helperText == Copy.Location.gpsInProgress)
        // 15 s is the configured time-out: still asking after 14 s, given up at 15.
        world.clock.advance(by: .seconds(14))
        #expect(vm.isRequestingLocation)
        world.clock.advance(by: .seconds(1))
        await request.value
        #expect(!vm.isRequestingLocation)
        #expect(vm.locationCoordinateModel.helperText == Copy.Location.gpsTimedOut)
        #expect(flow.state.animalDescription.location.latitudeText.isEmpty)
    }

    @Test("Given the location service fails, then the failure is explained and nothing is filled")
    func failureExplained() async {
        let world = TestWorld(location: FakeLocation(fix: .failure))
        let (flow, vm) = screen(world)
        await vm.requestGPSPosition()
        #expect(vm.locationHelperText == Copy.Location.gpsUnavailable)
        #expect(flow.state.animalDescription.location.capture == nil)
    }

    @Test("Given the Found flow, when 'Use current location' succeeds, then the required location is filled")
    func foundFlowUsesCurrentLocation() async {
        let world = TestWorld()
        let flow = world.foundFlow()
        flow.open(at: .petDetails)
        let vm = flow.petDetailsViewModel()
        #expect(vm.locationCoordinateModel.gpsButtonTitle == "Use current location")
        #expect(
            vm.locationCoordinateModel.gpsButtonAccessibilityID
                == "reportFoundPet.petDetails.useCurrentLocationButton.tap")
        await vm.requestGPSPosition()
        #expect(flow.state.petDetails.location.validate(required: true).coordinates != nil)
    }
}
