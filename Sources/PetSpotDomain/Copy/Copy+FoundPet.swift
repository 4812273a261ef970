extension Copy {
    /// The Found-pet wizard (3 steps and confirmation), FR-017 verbatim.
    public enum FoundPet {
        public enum UploadPhoto {
            public static let screenTitle = "Upload photo"
            public static let heading = "Upload photo"
            public static let body = "Upload a clear photo of the pet you found. This helps the owner recognize them quickly."
            public static let emptyPrimary = "Tap to upload a photo"
            public static let emptySecondary = "PNG or JPG up to 10 MB"
        }

        public enum PetDetails {
            public static let screenTitle = "Pet details"
            public static let heading = "Pet details"
            public static let body = "Tell us what you know about the animal you found."
            public static let dateFound = "Date found"
            public static let dateFoundPlaceholder = "DD/MM/YYYY"
            public static let collarData = "Collar data (optional)"
            public static let collarDataPlaceholder = "00000-00000-00000"
            /// The third sex card: a finder often cannot tell (issue 35).
            public static let sexUnknown = "I don't know"
            public static let species = "Animal species"
            public static let breed = "Breed (optional)"
            public static let otherBreed = "Breed, in your words"
            public static let sex = "Sex"
            public static let foundLocation = "Found location"
            public static let additionalDescription = "Additional description (optional)"
            public static let additionalDescriptionPlaceholder = "Any details that could help identify the pet..."
            public static let useCurrentLocation = "Use current location"
        }

        public enum ContactInfo {
            public static let screenTitle = "Contact info"
            public static let heading = "Contact information"
            public static let body = "Share your contact details so the pet’s owner can reach you."
            public static let phone = "Your phone number"
            public static let phonePlaceholder = "+1 (555) 000-0000"
            public static let email = "Your email"
            public static let emailPlaceholder = "email@example.com"
            public static let caregiverPhone = "Caregiver phone number (optional)"
            public static let caregiverPhonePlaceholder = "+1 (555) 000-0000"
            public static let currentAddress = "Current physical address (optional)"
            public static let currentAddressPlaceholder = "Full address where the animal is currently located"
            /// Said under the address wherever it is asked: a finder's home is never published.
            public static let currentAddressPrivate = "Only you see this address. It is never shown on the report; the owner reaches you through your contact or PetSpot’s messages."
            public static let submitReport = "Submit report"
        }

        public enum Confirmation {
            public static let title = "Report sent"
            public static let body = "Thank you! Your found-pet report is now visible to owners nearby."
            public static let passwordExplanation = "Keep the code below: it lets you manage your report (edit it, read the messages people send, close it once the owner has their pet, or remove it). It is shown only once; if you lose it, Manage my report can email you a sign-in link."
        }
    }
}
