/// Result of checking the typed latitude and longitude of a form (seed 003).
public enum CoordinateValidationResult: Hashable, Sendable {
    case valid(Coordinates?)
    case invalid(latError: String?, longError: String?)

    public var isValid: Bool {
        if case .valid = self { return true }
        return false
    }

    /// The coordinates when valid and present.
    public var coordinates: Coordinates? {
        if case .valid(let coordinates) = self { return coordinates }
        return nil
    }

    /// Checks both fields together: each must be in range; both or neither must be filled;
    /// when `required`, both must be filled.
    public static func validate(
        latitude latitudeText: String, longitude longitudeText: String, required: Bool
    ) -> CoordinateValidationResult {
        let latBlank = latitudeText.trimmingCharacters(in: .whitespaces).isEmpty
        let longBlank = longitudeText.trimmingCharacters(in: .whitespaces).isEmpty
        if latBlank && longBlank {
            return required
                ? .invalid(
                    latError: Copy.Validation.foundLocationRequired, longError: Copy.Validation.foundLocationRequired)
                : .valid(nil)
        }
        let latitude = Coordinates.parse(latitudeText).flatMap { Coordinates.latitudeRange.contains($0) ? $0 : nil }
        let longitude = Coordinates.parse(longitudeText).flatMap { Coordinates.longitudeRange.contains($0) ? $0 : nil }
        let latError =
            latBlank ? Copy.Validation.missingLatitude : (latitude == nil ? Copy.Validation.invalidLatitude : nil)
        let longError =
            longBlank ? Copy.Validation.missingLongitude : (longitude == nil ? Copy.Validation.invalidLongitude : nil)
        if let latitude, let longitude, let point = Coordinates(latitude: latitude, longitude: longitude) {
            return .valid(point)
        }
        return .invalid(latError: latError, longError: longError)
    }
}
