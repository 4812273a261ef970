import PetSpotDomain

/// Whether the app may read the device's location.
public enum LocationPermissionStatus: String, Hashable, Sendable, Codable {
    case notDetermined
    case authorized
    case denied
    case restricted

    /// Denied by the user or blocked by policy: only the system settings can change it.
    public var isBlocked: Bool { self == .denied || self == .restricted }
}

/// The device's location service: permission and one-shot fixes (CoreLocation on iOS,
/// the browser's geolocation on the web, a double in tests).
public protocol LocationProviding: Sendable {
    /// The current permission, without asking.
    func permissionStatus() async -> LocationPermissionStatus
    /// Asks the person once (the system prompt) and returns their answer.
    func requestPermission() async -> LocationPermissionStatus
    /// One fix of the current position. Must end promptly when the task is cancelled.
    func currentCoordinates() async throws -> Coordinates
    /// Opens the system settings where location access can be turned on, if the platform can.
    func openLocationSettings() async
}
