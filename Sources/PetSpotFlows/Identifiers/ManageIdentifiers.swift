import PetSpotDomain

extension TestIdentifiers {
    /// "Manage my report", and the way to it from a report's details; the home page's "Reunited".
    public enum Manage {
        public static let link = "reportDetails.manageLink.tap"
        public static let passwordInput = "manageReport.passwordInput.input"
        public static let signInButton = "manageReport.signInButton.tap"
        public static let signInLinkButton = "manageReport.signInLinkButton.tap"
        /// The one button of the page a mailed sign-in link opens.
        public static let signInByLinkButton = "manageReport.signInByLinkButton.tap"
        public static let mailStatus = "manageReport.mailStatus"
        public static let resumeMailButton = "manageReport.resumeMailButton.tap"
        /// The language of the report's mail, and its Save.
        public static let mailLanguageInput = "manageReport.mailLanguageInput.input"
        public static let mailLanguageButton = "manageReport.mailLanguageButton.tap"
        /// "Your report was sent to 37 neighbours" (area alerts).
        public static let alertsSent = "manageReport.alertsSent"
        public static let status = "manageReport.status"
        public static let notice = "manageReport.notice"
        public static let failure = "manageReport.failure"
        public static let petNameInput = "manageReport.petNameInput.input"
        public static let descriptionInput = "manageReport.descriptionInput.input"
        public static let privateMarkInput = "manageReport.privateMarkInput.input"
        /// "How did Luna get home?": the question, its place choice and a button per way.
        public static let reunionQuestion = "manageReport.reunionQuestion"
        public static let reunionPlace = "manageReport.reunionPlace.input"
        public static func reunitedHow(_ how: ReunitedHow) -> String {
            let words = how.rawValue.split(separator: "_").map { $0.prefix(1) + $0.dropFirst().lowercased() }
            return "manageReport.reunitedHow\(words.joined()).tap"
        }
        public static let datePicker = "manageReport.datePicker.tap"
        public static let microchipInput = "manageReport.microchipInput.input"
        public static let speciesDropdown = "manageReport.speciesDropdown.tap"
        public static let breedDropdown = "manageReport.breedDropdown.tap"
        public static let otherBreedInput = "manageReport.otherBreed.input"
        public static let sexPrefix = "manageReport.sex"
        public static let sexFemale = "manageReport.sexFemale.tap"
        public static let sexMale = "manageReport.sexMale.tap"
        public static let sexUnknown = "manageReport.sexUnknown.tap"
        public static let ageInput = "manageReport.ageInput.input"
        public static let gpsButton = "manageReport.useCurrentLocationButton.tap"
        public static let latitudeInput = "manageReport.latitude.input"
        public static let map = "manageReport.map"
        public static let longitudeInput = "manageReport.longitude.input"
        public static let validationToast = "manageReport.validationToast"
        public static let offlineBanner = "manageReport.offlineBanner"
        public static let permissionAlert = "manageReport.permissionAlert"
        public static let rewardInput = "manageReport.rewardInput.input"
        public static let phoneInput = "manageReport.phoneInput.input"
        public static let emailInput = "manageReport.emailInput.input"
        public static let caregiverPhoneInput = "manageReport.caregiverPhoneInput.input"
        public static let currentAddressInput = "manageReport.currentAddressInput.input"
        public static let saveButton = "manageReport.saveButton.tap"
        public static let reunitedButton = "manageReport.reunitedButton.tap"
        public static let closeButton = "manageReport.closeButton.tap"
        public static let reopenButton = "manageReport.reopenButton.tap"
        public static let renewButton = "manageReport.renewButton.tap"
        public static let removeButton = "manageReport.removeButton.tap"
        public static let signOutButton = "manageReport.signOutButton.tap"
        public static let confirmation = "manageReport.confirmation"
        public static let confirmButton = "manageReport.confirmation.confirm"
        public static let cancelButton = "manageReport.confirmation.cancel"
        /// The details page's line for a reunited, closed or expired report.
        public static let standingBanner = "reportDetails.standingBanner"
        public static let reunitedStrip = "home.reunitedStrip"
        public static let reunitedCount = "home.reunitedStrip.count"

        public static let all: Set<String> = Set([
            link, passwordInput, signInButton, status, notice, failure, petNameInput, descriptionInput,
            privateMarkInput, reunionQuestion, reunionPlace, datePicker,
            microchipInput,
            speciesDropdown, breedDropdown, otherBreedInput, sexFemale, sexMale, sexUnknown, ageInput, gpsButton,
            latitudeInput, longitudeInput, map,
            validationToast, offlineBanner, permissionAlert, rewardInput, phoneInput, emailInput, caregiverPhoneInput,
            currentAddressInput, saveButton, reunitedButton, closeButton, reopenButton, renewButton, removeButton,
            signOutButton,
            confirmation, confirmButton, cancelButton, standingBanner, reunitedStrip, reunitedCount, signInLinkButton,
            signInByLinkButton, mailStatus,
            resumeMailButton, alertsSent, mailLanguageInput, mailLanguageButton,
        ]).union(ReunitedHow.allCases.map(reunitedHow))
    }
}
