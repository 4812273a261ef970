import Foundation
import PetSpotDomain

/// The latitude and longitude as typed, and how they were captured.
public struct LocationFields: Hashable, Sendable, Codable {
    public var latitudeText = ""
    public var longitudeText = ""
    public var capture: LocationCapture?

    public init() {}

    /// The fields showing `coordinates` as stored: 5 decimals (as a GPS fix is shown), or the
    /// fewest more that read back as the same number, so that opening a report and saving it
    /// never moves its point.
    public init(showing coordinates: Coordinates?) {
        func shown(_ value: Double) -> String {
            let texts = (Coordinates.decimals...17).lazy.map { String(format: "%.\($0)f", value + 0.0) }
            return texts.first { Coordinates.parse($0) == value } ?? Coordinates.formatted(value)
        }
        guard let coordinates else { return }
        latitudeText = shown(coordinates.latitude)
        longitudeText = shown(coordinates.longitude)
    }

    /// Fills both fields from a GPS fix, to 5 decimals.
    public mutating func applyGPSFix(_ coordinates: Coordinates, at time: Date, permission: LocationPermissionStatus) {
        let rounded = coordinates.rounded
        latitudeText = Coordinates.formatted(rounded.latitude)
        longitudeText = Coordinates.formatted(rounded.longitude)
        capture = LocationCapture(
            latitude: rounded.latitude, longitude: rounded.longitude, captureMethod: .gps,
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
