import Foundation
import PetSpotDomain

/// The latitude and longitude as typed, and how they were captured.
public struct LocationFields: Hashable, Sendable, Codable {
    public var latitudeText = ""
    public var longitudeText = ""
    public var capture: LocationCapture?

    public init() {}

    /// Fills both fields from a GPS fix, to 5 decimals.
    public mutating func applyGPSFix(_ coordinates: Coordinates, at time: Date, permission: LocationPermissionStatus) {
        let rounded = coordinates.rounded
        latitudeText = Coordinates.formatted(rounded.latitude)
        longitudeText = Coordinates.formatted(rounded.longitude)
        capture = LocationCapture(latitude: rounded.latitude, longitude: rounded.longitude, captureMethod: .gps,
                                  timestamp: time, permissionStatus: permission)
    }

    /// Any edit of either coordinate makes the capture manual at once (seed 000's clarification).
    public mutating func editLatitude(_ text: String, at time: Date) {
        latitudeText = text
        recordManualEdit(at: time)
    }

    public mutating func editLongitude(_ text: String, at time: Date) {
        longitudeText = text
        recordManualEdit(at: time)
    }

    /// Checks both fields together (`required` in the Found flow).
    public func validate(required: Bool) -> CoordinateValidationResult {
        CoordinateValidationResult.validate(latitude: latitudeText, longitude: longitudeText, required: required)
    }

    private mutating func recordManualEdit(at time: Date) {
        capture = LocationCapture(
            latitude: Coordinates.parse(latitudeText), longitude: Coordinates.parse(longitudeText),
            captureMethod: .manual, timestamp: time, permissionStatus: capture?.permissionStatus ?? .notDetermined
        )
    }
}
