import PetSpotDomain

extension AnimalDetailsViewModel {
    /// "Request GPS position" / "Use current location": asks permission if undetermined, takes
    /// one fix (5 decimals) within the time-out, and on denial offers the settings and leaves manual entry.
    public func requestGPSPosition() async {
        guard !isRequestingLocation else { return }
        isRequestingLocation = true
        gpsFailureText = nil
        let environment = host.environment
        let outcome = await GPSRequest.run(
            location: environment.location, clock: environment.clock, timeout: environment.gpsTimeout)
        isRequestingLocation = false
        switch outcome {
        case .fix(let coordinates, let permission):
            let now = environment.wallClock.now
            edit(.latitude) { $0.location.applyGPSFix(coordinates, at: now, permission: permission) }
            host.animalDetails.visibility.touch(AnimalDetailsForm.Field.longitude.rawValue)
        case .permissionBlocked:
            gpsFailureText = Copy.Location.permissionDeniedHelper
            permissionAlert = AlertModel(
                title: Copy.Location.permissionDeniedTitle,
                message: Copy.Location.permissionDeniedMessage,
                buttons: [
                    .init(title: Copy.Location.permissionCancel, action: .cancel),
                    .init(title: Copy.Location.permissionSettings, action: .openSettings),
                ],
                accessibilityID: ids.permissionAlert
            )
        case .timedOut:
            gpsFailureText = Copy.Location.gpsTimedOut
        case .unavailable:
            gpsFailureText = Copy.Location.gpsUnavailable
        }
    }

    /// The pin put on the map, by a tap, a drag or the arrow keys: both fields take its point (5
    /// decimals), and the place counts as typed by hand, as an edit of the fields does.
    public func placePin(at point: Coordinates) {
        let now = host.environment.wallClock.now
        let texts = PlaceMap.fieldTexts(point)
        gpsFailureText = nil
        edit(.latitude) { $0.location.editLatitude(texts.latitude, at: now) }
        edit(.longitude) { $0.location.editLongitude(texts.longitude, at: now) }
    }

    /// The permission alert's answer: settings opens the system settings; cancel leaves manual entry with a toast.
    public func permissionAlertAction(_ action: AlertModel.Action) async {
        permissionAlert = nil
        switch action {
        case .openSettings:
            await host.environment.location.openLocationSettings()
        case .cancel, .retry:
            showToast(Copy.Location.permissionDeniedToast)
        }
    }

    /// Under the coordinates: the GPS failure, else the success once the fields hold a GPS fix.
    public var locationHelperText: String? {
        if let gpsFailureText { return gpsFailureText }
        if isRequestingLocation { return Copy.Location.gpsInProgress }
        // Seed 000 FR-015: without a GPS fix (skipped or failed) the helper says only coordinates are asked for.
        return form.location.capture?.captureMethod == .gps
            ? Copy.Location.gpsSuccessHelper : Copy.Location.manualOnlyHelper
    }
}

extension AnimalDetailsViewModel: UsesPlaceSearch {
    public var placeSearchPoint: Coordinates? {
        Coordinates.parse(form.location.latitudeText).flatMap { latitude in
            Coordinates.parse(form.location.longitudeText).flatMap { Coordinates(latitude: latitude, longitude: $0) }
        }
    }
    public var placeSearchCentre: Coordinates? { placeSearchPoint }
    public var placeFinder: any PlaceFinding { host.environment.places }
}
