extension Copy {
    /// Copy shared by both wizards.
    public enum Common {
        public static let continueButton = "Continue"
        public static let cancel = "Cancel"
        public static let close = "Close"
        public static let viewReport = "See your report"
        public static let back = "Back"
        public static let tryAgain = "Try Again"
        public static let selectAnOption = "Select an option"
        public static let chooseSpeciesFirst = "Choose species first."
        public static let otherRace = "Other / not listed"
        public static let otherRacePlaceholder = "e.g. Labrador mix"
        public static let female = "Female"
        public static let male = "Male"
        public static let unknownSex = "Unknown"
        public static let validationToast = "Please correct the errors below"
        public static let photoIsMandatory = "Photo is mandatory"
        public static let usingOfflineList = "Using offline list"
        public static let offlineListDetail = "We couldn't refresh the species list, so the saved list is shown. It will update when you're back online."
        public static let retry = "Retry"

        public static func progress(step: Int, of total: Int) -> String { "\(step)/\(total)" }
        public static func characterCount(_ count: Int, limit: Int) -> String { "\(count)/\(limit)" }
    }

    /// Copy of the location fields and the GPS request, shared by both wizards.
    public enum Location {
        public static let latLong = "Lat / Long"
        public static let latitude = "Latitude"
        public static let longitude = "Longitude"
        public static let latitudePlaceholder = "00000"
        public static let longitudePlaceholder = "00000"
        public static let gpsSuccessHelper = "GPS position captured successfully"
        /// Seed 000 FR-015: no address is asked, only the point. It names no button: without a
        /// script the web page has neither the map nor GPS, and the fields are all there is.
        public static let manualOnlyHelper = "Only the place's latitude and longitude are collected here, not an address."
        /// Above the map that sets the place (issue 35).
        public static let mapLabel = "Tap the map or drag the pin to the place. The latitude and longitude fill in by themselves."
        public static let mapPinLabel = "The place: drag it, or move it with the arrow keys"
        /// Under the coordinates when the browser or the phone may not tell PetSpot where it is.
        public static let permissionDeniedHelper = "PetSpot may not use this device's location. Put the pin on the map or type the latitude and longitude; to use your position, allow location for this site in your settings."
        public static let gpsInProgress = "Getting your position…"
        public static let gpsTimedOut = "We couldn't get your position in time. Try again outdoors or near a window, or enter latitude and longitude yourself."
        public static let gpsUnavailable = "Your position isn't available right now. Try again, or enter latitude and longitude yourself."
        public static let permissionDeniedTitle = "Location Permission Denied"
        public static let permissionDeniedMessage = "Allow location access in Settings to use GPS position"
        public static let permissionDeniedToast = "Location access is off. Enter latitude and longitude yourself, or leave them blank."
        public static let permissionCancel = "Cancel"
        public static let permissionSettings = "Go to Settings"
    }

    /// Copy of the photo step, shared by both wizards.
    public enum Photo {
        public static let browse = "Browse"
        public static let remove = "Remove photo"
        public static func unsupportedType(_ fileName: String) -> String {
            "\(fileName) isn't a supported image. Choose a JPEG, PNG, HEIC, GIF or WEBP photo."
        }
        public static func tooLarge(_ fileName: String) -> String {
            "\(fileName) is larger than 10 MB. Choose a smaller photo, or make this one smaller first."
        }
        public static let empty = "This file is empty. Choose another photo."
    }

    /// Copy of submission failures (reference app's alerts).
    public enum Submission {
        public static let submitting = "Sending your report…"
        public static let failedTitle = "Something went wrong"
        public static let noConnection = "Please check your network and try again."
        public static let serverFailure = "Please try again later."
        public static let rejectedTitle = "Please check your report"
        public static let photoFailed = "Your report was saved, but its photo didn't upload. Try again to finish: nothing you entered is lost."
        public static let passwordCopied = "Code copied to clipboard"
        public static let photoUnreadable = "The chosen photo can no longer be read. Go back to the photo step and choose it again."
    }
}
