extension Copy {
    /// The Missing-pet wizard (4 steps and summary).
    public enum MissingPet {
        public enum Microchip {
            public static let screenTitle = "Microchip number"
            public static let heading = "Microchip number"
            public static let body = "Microchip identification is the most efficient way to reunite with your pet. If your pet has been microchipped and you know the microchip number, please enter it here."
            public static let label = "Microchip number (optional)"
            public static let placeholder = "00000-00000-00000"
        }

        public enum AnimalPhoto {
            public static let screenTitle = "Pet Photo"
            public static let heading = "Your pet's photo"
            public static let helper = "Please upload a photo of the missing animal."
            public static let afterCancelledPicker = "Select a photo to continue – you can browse again anytime."
            public static let emptyTitle = "Upload animal photo"
            public static let emptySubtitle = "JPEG, PNG, HEIC, GIF, WEBP • Max 10MB"
        }

        public enum AnimalDescription {
            public static let screenTitle = "Animal description"
            public static let heading = "Your pet's details"
            public static let subtitle = "Fill out the details about the missing animal."
            public static let dateOfDisappearance = "Date of disappearance"
            public static let animalName = "Animal name (optional)"
            public static let animalNamePlaceholder = ""
            public static let animalSpecies = "Animal species"
            public static let animalRace = "Animal race"
            public static let otherRace = "Animal race, in your words"
            public static let gender = "Gender"
            public static let animalAge = "Animal age (optional)"
            public static let agePlaceholder = "-"
            public static let requestGPSPosition = "Request GPS position"
            public static let additionalDescription = "Animal additional description (optional)"
            public static let additionalDescriptionPlaceholder = ""
        }

        public enum OwnersDetails {
            public static let screenTitle = "Owner's details"
            public static let heading = "Your contact info"
            public static let body = "Add your contact information and potential reward."
            public static let phone = "Phone number"
            public static let phonePlaceholder = "Enter phone number..."
            public static let email = "Email"
            public static let emailPlaceholder = "Enter email address"
            public static let reward = "Reward for the finder (optional)"
            public static let rewardPlaceholder = "Describe reward..."
        }

        public enum Summary {
            public static let title = "Report created"
            public static let body = "Your report has been created, and your missing animal has been added to the database."
            public static let passwordExplanation = "Keep the code below: it lets you manage your report (edit it, read the messages people send, mark your pet home or remove it). It is shown only once; if you lose it, Manage my report can email you a sign-in link."
        }
    }
}
