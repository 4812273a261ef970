extension Copy {
    /// Validation messages: the seeds' where they give one, else what is wrong and what to do.
    public enum Validation {
        // Seed 001 localisation keys.
        public static var missingDate: String { Copy.text("validation.missingDate") }
        public static var missingSpecies: String { Copy.text("validation.missingSpecies") }
        public static var missingRace: String { Copy.text("validation.missingRace") }
        public static var missingOtherRace: String { Copy.text("validation.missingOtherRace") }
        public static var missingGender: String { Copy.text("validation.missingGender") }
        public static var invalidAge: String { Copy.text("validation.invalidAge") }
        public static var invalidLatitude: String { Copy.text("validation.invalidLatitude") }
        public static var invalidLongitude: String { Copy.text("validation.invalidLongitude") }
        // Reference app's contact step.
        public static var invalidPhone: String { Copy.text("validation.invalidPhone") }
        public static var invalidEmail: String { Copy.text("validation.invalidEmail") }
        // Ours.
        public static var missingDateFound: String { Copy.text("validation.missingDateFound") }
        public static var futureDate: String { Copy.text("validation.futureDate") }
        /// A typed date that is no date (the web page's text box).
        public static var dateFormat: String { Copy.text("validation.dateFormat") }
        public static var missingSex: String { Copy.text("validation.missingSex") }
        public static var ageNotWhole: String { Copy.text("validation.ageNotWhole") }
        public static var missingLatitude: String { Copy.text("validation.missingLatitude") }
        public static var missingLongitude: String { Copy.text("validation.missingLongitude") }
        public static var foundLocationRequired: String { Copy.text("validation.foundLocationRequired") }
        public static var sightingLocationRequired: String { Copy.text("validation.sightingLocationRequired") }
        public static var tooManyPhoneDigits: String { Copy.text("validation.tooManyPhoneDigits") }
        public static var longPhoneNeedsPlus: String { Copy.text("validation.longPhoneNeedsPlus") }
        public static var missingPhone: String { Copy.text("validation.missingPhone") }
        public static var missingEmail: String { Copy.text("validation.missingEmail") }
        public static var emailTooLong: String { Copy.text("validation.emailTooLong") }
        public static var emailLocalPartNotASCII: String { Copy.text("validation.emailLocalPartNotASCII") }
        public static var phoneCharacters: String { Copy.text("validation.phoneCharacters") }
        public static var phonePlusFirst: String { Copy.text("validation.phonePlusFirst") }
        public static var missingContact: String { Copy.text("validation.missingContact") }
        public static var missingReplyContact: String { Copy.text("validation.missingReplyContact") }
        public static var invalidTime: String { Copy.text("validation.invalidTime") }
        public static var futureTime: String { Copy.text("validation.futureTime") }
        public static var beforeLastSeen: String { Copy.text("validation.beforeLastSeen") }
        public static var missingMessage: String { Copy.text("validation.missingMessage") }
        public static var controlCharacters: String { Copy.text("validation.controlCharacters") }
        public static var oneLine: String { Copy.text("validation.oneLine") }
        public static var directionOverrides: String { Copy.text("validation.directionOverrides") }
        public static func onlyWhenReunited(_ field: String) -> String {
            Copy.text("validation.onlyWhenReunited", field)
        }
        public static func tooLong(_ limit: Int) -> String { Copy.plural("validation.tooLong", count: limit) }
        /// Few characters that take many bytes: combining marks stacked on one letter, say.
        public static var tooManyBytes: String { Copy.text("validation.tooManyBytes") }
        public static func tooOld(years: Int) -> String { Copy.plural("validation.tooOld", count: years) }
        public static func missing(_ field: String) -> String { Copy.text("validation.missing", field) }
        public static func unknownField(_ field: String) -> String { Copy.text("validation.unknownField", field) }
        public static func cannotChange(_ field: String) -> String { Copy.text("validation.cannotChange", field) }
        public static func mustBeOneOf(_ field: String, _ values: [String]) -> String {
            Copy.text("validation.mustBeOneOf", field, values.joined(separator: ", "))
        }
        public static func mustBeText(_ field: String) -> String { Copy.text("validation.mustBeText", field) }
        public static func mustBeNumber(_ field: String) -> String { Copy.text("validation.mustBeNumber", field) }
        public static var invalidCalendarDate: String { Copy.text("validation.invalidCalendarDate") }
        public static var microchipDigits: String { Copy.text("validation.microchipDigits") }
    }
}
