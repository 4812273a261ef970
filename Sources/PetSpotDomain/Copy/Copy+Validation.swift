extension Copy {
    /// Validation messages: the seeds' where they give one, else what is wrong and what to do.
    public enum Validation {
        // Seed 001 localisation keys.
        public static let missingDate = "Date of disappearance is required"
        public static let missingSpecies = "Please select an animal species"
        public static let missingRace = "Please enter the animal race"
        public static let missingOtherRace = "Describe the race in a few words, or choose one from the list"
        public static let missingGender = "Please select a gender"
        public static let invalidAge = "Age must be between 0 and 40"
        public static let invalidLatitude = "Latitude must be between -90 and 90"
        public static let invalidLongitude = "Longitude must be between -180 and 180"
        // Reference app's contact step.
        public static let invalidPhone = "Enter at least 7 digits"
        public static let invalidEmail = "Enter a valid email address"
        // Ours.
        public static let missingDateFound = "Date found is required"
        public static let futureDate = "The date can't be in the future. Pick today or an earlier day."
        /// A typed date that is no date (the web page's text box).
        public static let dateFormat = "Enter a real date as DD/MM/YYYY, for example 07/03/2026."
        public static let missingSex = "Please select the animal's sex"
        public static let ageNotWhole = "Age must be a whole number of years (0 to 40)"
        public static let missingLatitude = "Enter the latitude too, or clear both coordinates"
        public static let missingLongitude = "Enter the longitude too, or clear both coordinates"
        public static let foundLocationRequired = "Add where you found the pet: use current location or enter latitude and longitude"
        public static let sightingLocationRequired = "Add where you saw the pet: tap the map, use your location or enter latitude and longitude"
        public static let tooManyPhoneDigits = "Enter at most 11 digits"
        public static let missingPhone = "Enter your phone number"
        public static let missingEmail = "Enter your email address"
        public static let emailTooLong = "Email must be at most 254 characters"
        public static let emailLocalPartNotASCII = "Mail can't reach an address with letters other than a–z before the @. Use another address, or a phone number"
        public static let phoneCharacters = "Use only digits, +, spaces, dashes, dots and parentheses"
        public static let phonePlusFirst = "Put + only at the start, before the country code (+48 600 100 200)"
        public static let missingContact = "Provide an email address or a phone number so people can reach you"
        public static let missingReplyContact = "Give an email address or a phone number so the owner can answer you"
        public static let invalidTime = "Enter a time as ISO 8601, for example 2026-11-24T18:30:00Z"
        public static let futureTime = "The time can't be in the future. Give when you saw the pet."
        public static let beforeLastSeen = "This is before the pet went missing or was found. Check the day you saw it."
        public static let missingMessage = "Write a message to the owner"
        public static let controlCharacters = "Remove the invisible control characters from this text"
        public static let oneLine = "Keep this on one line: remove line breaks, tabs and text-direction marks"
        public static func tooLong(_ limit: Int) -> String { "Must be at most \(limit) characters" }
        /// Few characters that take many bytes: combining marks stacked on one letter, say.
        public static let tooManyBytes = "This text is too large for its length; remove the stacked accents or symbols"
        public static func tooOld(years: Int) -> String { "Enter a date within the last \(years) years" }
        public static func missing(_ field: String) -> String { "\(field) is required" }
        public static func unknownField(_ field: String) -> String { "Unknown field '\(field)': remove it from the request" }
        public static func cannotChange(_ field: String) -> String {
            "'\(field)' can't be changed once a report is published: leave it out, or publish a new report"
        }
        public static func mustBeOneOf(_ field: String, _ values: [String]) -> String {
            "\(field) must be one of \(values.joined(separator: ", "))"
        }
        public static func mustBeText(_ field: String) -> String { "\(field) must be a text value" }
        public static func mustBeNumber(_ field: String) -> String { "\(field) must be a number" }
        public static let invalidCalendarDate = "Enter a real calendar date as YYYY-MM-DD"
        public static let microchipDigits = "Microchip number must have 1 to 15 digits and nothing else"
    }
}
