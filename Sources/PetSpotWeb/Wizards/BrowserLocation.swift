import PetSpotDomain
import PetSpotFlows

/// The browser's geolocation, as the page's script reported it with the GPS button's form
/// (`gpsLatitude`/`gpsLongitude`, or `gpsError`): the wizards' GPS rules then run unchanged.
struct BrowserLocation: LocationProviding {
    enum Report: Sendable {
        case fix(Coordinates)
        case denied
        case unavailable
    }

    let report: Report

    init(_ form: PostedForm) {
        if form["gpsError"] == "denied" {
            report = .denied
        } else if let latitude = form["gpsLatitude"].flatMap(Double.init),
            let longitude = form["gpsLongitude"].flatMap(Double.init),
            let coordinates = Coordinates(latitude: latitude, longitude: longitude)
        {
            report = .fix(coordinates)
        } else {
            report = .unavailable
        }
    }

    init(report: Report) {
        self.report = report
    }

    func permissionStatus() async -> LocationPermissionStatus {
        if case .denied = report { return .denied }
        return .authorized
    }

    func requestPermission() async -> LocationPermissionStatus { await permissionStatus() }

    func currentCoordinates() async throws -> Coordinates {
        guard case .fix(let coordinates) = report else { throw BrowserLocationUnavailable() }
        return coordinates
    }

    /// Browsers have no settings page a site can open; the alert explains instead.
    func openLocationSettings() async {}
}

private struct BrowserLocationUnavailable: Error {}

/// The web has no system clipboard on the server; the page's script copies the password.
struct NoPasteboard: PasteboardWriting {
    func copy(_ text: String) async {}
}
