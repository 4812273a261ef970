/// Latitude and longitude fields with the GPS button (seed 003), under the map that sets them (issue 35).
public enum LocationCoordinateView {
    public struct Model: Hashable, Sendable {
        public let label: String
        public let latitudeField: ValidatedTextField.Model
        public let longitudeField: ValidatedTextField.Model
        public let gpsButtonTitle: String
        public let gpsButtonAccessibilityID: String
        /// While a fix is requested the button shows a spinner and cannot be tapped again.
        public let isRequestingLocation: Bool
        /// Under the fields: GPS success, a failure to explain, or the manual-entry reminder.
        public let helperText: String?
        public let map: PlaceMap

        public init(
            label: String, latitudeField: ValidatedTextField.Model, longitudeField: ValidatedTextField.Model,
            gpsButtonTitle: String, gpsButtonAccessibilityID: String, isRequestingLocation: Bool, helperText: String?,
            map: PlaceMap
        ) {
            self.label = label
            self.latitudeField = latitudeField
            self.longitudeField = longitudeField
            self.gpsButtonTitle = gpsButtonTitle
            self.gpsButtonAccessibilityID = gpsButtonAccessibilityID
            self.isRequestingLocation = isRequestingLocation
            self.helperText = helperText
            self.map = map
        }
    }
}
