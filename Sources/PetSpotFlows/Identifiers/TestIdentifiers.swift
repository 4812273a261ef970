/// Every test identifier (`{screen}.{element}.{action}`), defined once and used by every
/// renderer: `accessibilityIdentifier` on iOS, `data-testid` on the web.
public enum TestIdentifiers {
    /// Every identifier the screens define, for checking that renderers use only these.
    public static var all: Set<String> {
        var ids: Set<String> = [
            ReportMissingPet.progressIndicator, ReportMissingPet.backButton, ReportMissingPet.cancelButton,
            MissingMicrochip.input, MissingMicrochip.continueButton, MissingMicrochip.backButton,
            OwnersDetails.phoneInput, OwnersDetails.emailInput, OwnersDetails.rewardInput,
            OwnersDetails.continueButton, OwnersDetails.submissionAlert,
            Summary.title, Summary.password, Summary.closeButton, Summary.copiedToast, Summary.copyButton,
            Summary.viewReportLink, Summary.manageLink,
            ReportFoundPet.progressIndicator, ReportFoundPet.backButton, ReportFoundPet.closeButton,
            ReportFoundPet.cancelButton,
            FoundContactInfo.phoneInput, FoundContactInfo.emailInput, FoundContactInfo.caregiverPhoneInput,
            FoundContactInfo.currentAddressInput, FoundContactInfo.submitButton, FoundContactInfo.submissionAlert,
            FoundConfirmation.title, FoundConfirmation.password, FoundConfirmation.closeButton,
            FoundConfirmation.copiedToast,
            FoundConfirmation.copyButton, FoundConfirmation.viewReportLink, FoundConfirmation.manageLink,
        ]
        for photo in [PhotoStepIdentifiers.missing, .found] { ids.formUnion(photo.all) }
        for details in [AnimalDetailsIdentifiers.missing, .found] { ids.formUnion(details.all) }
        for choice in [ContactVisibilityIdentifiers.ownersDetails, .foundContactInfo, .manage] {
            ids.formUnion(choice.all)
        }
        ids.formUnion(Browse.all)
        ids.formUnion(Removal.all)
        ids.formUnion(Manage.all)
        ids.formUnion(Web.all)
        ids.formUnion(Matching.all)
        ids.formUnion(Reaching.all)
        ids.formUnion(Alerts.all)
        ids.formUnion(Flyer.all)
        ids.formUnion(Share.all)
        ids.formUnion(Reunions.all)
        ids.formUnion(FinderGuide.all)
        ids.formUnion(Collar.all)
        // The place search of every form with a place (the wizards' are their steps').
        for screen in [Reaching.sightingForm, Alerts.screen, Browse.filters] {
            ids.formUnion(PlaceSearchIdentifiers(screen: screen).all)
        }
        return ids
    }

    public enum ReportMissingPet {
        public static let progressIndicator = "reportMissingPet.progressIndicator"
        public static let backButton = "reportMissingPet.backButton"
        /// The web pages' Cancel under every step (the app cancels from the first step's X).
        public static let cancelButton = "reportMissingPet.cancelButton.tap"
    }

    public enum MissingMicrochip {
        public static let input = "missingPet.microchip.input"
        public static let continueButton = "missingPet.microchip.continueButton"
        /// Step 1's header button closes the flow.
        public static let backButton = "missingPet.microchip.backButton"
    }

    public enum OwnersDetails {
        public static let phoneInput = "ownersDetails.phoneInput"
        public static let emailInput = "ownersDetails.emailInput"
        public static let rewardInput = "ownersDetails.rewardInput"
        public static let continueButton = "ownersDetails.continueButton"
        public static let submissionAlert = "ownersDetails.submissionAlert"
    }

    public enum Summary {
        public static let title = "summary.title"
        public static let password = "summary.password"
        public static let closeButton = "summary.closeButton"
        public static let copiedToast = "summary.copiedToast"
        /// The web page's Copy button beside the password (the app copies on a tap of the password).
        public static let copyButton = "summary.copyButton.tap"
        public static let viewReportLink = "summary.viewReport.tap"
        public static let manageLink = "summary.manageReport.tap"
    }

    public enum ReportFoundPet {
        public static let progressIndicator = "reportFoundPet.progressIndicator"
        public static let backButton = "reportFoundPet.backButton"
        public static let closeButton = "reportFoundPet.closeButton"
        /// The web pages' Cancel under every step.
        public static let cancelButton = "reportFoundPet.cancelButton.tap"
    }

    public enum FoundContactInfo {
        public static let phoneInput = "reportFoundPet.contactInfo.phone.input"
        public static let emailInput = "reportFoundPet.contactInfo.email.input"
        public static let caregiverPhoneInput = "reportFoundPet.contactInfo.caregiverPhone.input"
        public static let currentAddressInput = "reportFoundPet.contactInfo.currentAddress.input"
        public static let submitButton = "reportFoundPet.contactInfo.submitButton.tap"
        public static let submissionAlert = "reportFoundPet.contactInfo.submissionAlert"
    }

    public enum FoundConfirmation {
        public static let title = "reportFoundPet.confirmation.title"
        public static let password = "reportFoundPet.confirmation.password"
        public static let closeButton = "reportFoundPet.confirmation.closeButton"
        public static let copiedToast = "reportFoundPet.confirmation.copiedToast"
        public static let copyButton = "reportFoundPet.confirmation.copyButton.tap"
        public static let viewReportLink = "reportFoundPet.confirmation.viewReport.tap"
        public static let manageLink = "reportFoundPet.confirmation.manageReport.tap"
    }
}
