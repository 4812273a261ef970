import PetSpotDomain

/// A form that takes a point from the device: the alert's centre, a sighting's place.
protocol LocatingForm {
    /// A request is under way: the button waits, a second tap asks nothing.
    var isLocating: Bool { get set }
    /// Why there is no point (denied, unavailable, too slow), said under the coordinates.
    var locationHelper: String? { get set }
}

/// "Use my location", written once for every screen that has it: one request at a time, within the
/// wizards' time-out (`GPSRequest`); the point placed as a tap on the map places it, or why there
/// is none said under the fields.
@MainActor
protocol UsesDeviceLocation: AnyObject {
    associatedtype Form: LocatingForm
    var form: Form { get set }
    var environment: FlowEnvironment { get }
    func placePin(at point: Coordinates)
}

extension UsesDeviceLocation {
    func locateOnDevice() async {
        guard !form.isLocating else { return }
        form.isLocating = true
        defer { form.isLocating = false }
        switch await GPSRequest.place(environment) {
        case .success(let point): placePin(at: point)
        case .failure(let unavailable): form.locationHelper = unavailable.helper
        }
    }
}
