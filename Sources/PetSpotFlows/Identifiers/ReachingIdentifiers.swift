extension TestIdentifiers {
    /// "I saw this pet", "Contact the owner", the sightings on a report's page, and the owner's inbox.
    public enum Reaching {
        public static let sightingForm = "reportDetails.sightingForm"
        public static let seenDateInput = "reportDetails.sightingForm.dateInput.input"
        public static let seenTimeInput = "reportDetails.sightingForm.timeInput.input"
        public static let latitudeInput = "reportDetails.sightingForm.latitude.input"
        public static let longitudeInput = "reportDetails.sightingForm.longitude.input"
        public static let gpsButton = "reportDetails.sightingForm.useMyLocation.tap"
        public static let map = "reportDetails.sightingForm.map"
        public static let noteInput = "reportDetails.sightingForm.noteInput.input"
        public static let witnessEmailInput = "reportDetails.sightingForm.emailInput.input"
        public static let witnessPhoneInput = "reportDetails.sightingForm.phoneInput.input"
        public static let sendSightingButton = "reportDetails.sightingForm.sendButton.tap"
        public static let sightingNotice = "reportDetails.sightingForm.notice"
        public static let messageForm = "reportDetails.messageForm"
        public static let messageInput = "reportDetails.messageForm.messageInput.input"
        public static let replyEmailInput = "reportDetails.messageForm.emailInput.input"
        public static let replyPhoneInput = "reportDetails.messageForm.phoneInput.input"
        public static let sendMessageButton = "reportDetails.messageForm.sendButton.tap"
        public static let messageNotice = "reportDetails.messageForm.notice"
        public static let scamWarning = "reportDetails.scamWarning"
        public static let sightings = "reportDetails.sightings"
        public static let sighting = "reportDetails.sightings.item"
        public static let inboxMessages = "manageReport.messages"
        public static let inboxMessage = "manageReport.messages.item"
        public static let inboxSightings = "manageReport.sightings"
        public static let inboxSighting = "manageReport.sightings.item"
        public static let removeSightingButton = "manageReport.sightings.removeButton.tap"
        /// A message's or sighting's warning, and a message's verdict buttons and line.
        public static let inboxScamWarning = "manageReport.messages.scamWarning"
        public static let markScamButton = "manageReport.messages.markScamButton.tap"
        public static let markGenuineButton = "manageReport.messages.markGenuineButton.tap"
        public static let verdict = "manageReport.messages.verdict"

        public static let all: Set<String> = [
            sightingForm, seenDateInput, seenTimeInput, latitudeInput, longitudeInput, gpsButton, map, noteInput,
            witnessEmailInput,
            witnessPhoneInput, sendSightingButton, sightingNotice, messageForm, messageInput, replyEmailInput,
            replyPhoneInput,
            sendMessageButton, messageNotice, scamWarning, sightings, sighting, inboxMessages, inboxMessage,
            inboxSightings, inboxSighting,
            removeSightingButton, inboxScamWarning, markScamButton, markGenuineButton, verdict,
        ]
    }
}
