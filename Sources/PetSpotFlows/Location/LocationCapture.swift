import Foundation

/// How the report's coordinates were obtained (seed 000): from GPS, or typed or edited by the person.
public struct LocationCapture: Hashable, Sendable, Codable {
    public enum CaptureMethod: String, Hashable, Sendable, Codable {
        case gps
        case manual
    }

    public var latitude: Double?
    public var longitude: Double?
    public var captureMethod: CaptureMethod
    public var timestamp: Date
    public var permissionStatus: LocationPermissionStatus

    public init(
        latitude: Double?, longitude: Double?, captureMethod: CaptureMethod, timestamp: Date,
        permissionStatus: LocationPermissionStatus
    ) {
        self.latitude = latitude
        self.longitude = longitude
        self.captureMethod = captureMethod
        self.timestamp = timestamp
        self.permissionStatus = permissionStatus
    }
}
