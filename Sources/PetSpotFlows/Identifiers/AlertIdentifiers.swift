import PetSpotDomain

extension TestIdentifiers {
    /// "Tell me about lost and found pets near here", its links, and the page that changes an alert.
    public enum Alerts {
        public static let link = "alerts.link"
        /// The screen's stem, which its place search's identifiers start with.
        public static let screen = "alerts"
        public static let form = "alerts.form"
        public static let emailInput = "alerts.emailInput.input"
        public static let map = "alerts.map"
        public static let gpsButton = "alerts.useMyLocation.tap"
        public static let latitudeInput = "alerts.latitude.input"
        public static let longitudeInput = "alerts.longitude.input"
        public static let radiusDropdown = "alerts.radius.dropdown"
        public static let statusSelector = "alerts.status"
        public static let speciesDropdown = "alerts.species.dropdown"
        public static let frequencySelector = "alerts.frequency"
        public static let areaNameInput = "alerts.areaNameInput.input"
        public static let submitButton = "alerts.submitButton.tap"
        public static let notice = "alerts.notice"
        public static let stopButton = "alerts.stopButton.tap"

        /// A radio card of the status or frequency choice: `alerts.status.missing`, `alerts.frequency.daily`.
        public static func option(_ selector: String, _ value: String) -> String { "\(selector).\(value.lowercased())" }

        public static let all: Set<String> = Set([
            link, form, emailInput, map, gpsButton, latitudeInput, longitudeInput, radiusDropdown, speciesDropdown,
            areaNameInput, submitButton,
            notice, stopButton,
        ]).union([AlertForm.bothStatuses, "MISSING", "FOUND"].map { option(statusSelector, $0) })
            .union(AlertFrequency.allCases.map { option(frequencySelector, $0.rawValue) })
    }
}
