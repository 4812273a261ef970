extension Copy {
    /// The Found-pet wizard (3 steps and confirmation), FR-017 verbatim.
    public enum FoundPet {
        public enum UploadPhoto {
            public static var screenTitle: String { Copy.text("foundPet.uploadPhoto.screenTitle") }
            public static var heading: String { Copy.text("foundPet.uploadPhoto.heading") }
            public static var body: String { Copy.text("foundPet.uploadPhoto.body") }
            public static var emptyPrimary: String { Copy.text("foundPet.uploadPhoto.emptyPrimary") }
            public static var emptySecondary: String { Copy.text("foundPet.uploadPhoto.emptySecondary") }
        }

        public enum PetDetails {
            public static var screenTitle: String { Copy.text("foundPet.petDetails.screenTitle") }
            public static var heading: String { Copy.text("foundPet.petDetails.heading") }
            public static var body: String { Copy.text("foundPet.petDetails.body") }
            public static var dateFound: String { Copy.text("foundPet.petDetails.dateFound") }
            public static var dateFoundPlaceholder: String { Copy.text("foundPet.petDetails.dateFoundPlaceholder") }
            public static var collarData: String { Copy.text("foundPet.petDetails.collarData") }
            public static var collarDataPlaceholder: String { Copy.text("foundPet.petDetails.collarDataPlaceholder") }
            /// The third sex card: a finder often cannot tell (issue 35).
            public static var sexUnknown: String { Copy.text("foundPet.petDetails.sexUnknown") }
            public static var species: String { Copy.text("foundPet.petDetails.species") }
            public static var breed: String { Copy.text("foundPet.petDetails.breed") }
            public static var otherBreed: String { Copy.text("foundPet.petDetails.otherBreed") }
            public static var sex: String { Copy.text("foundPet.petDetails.sex") }
            public static var foundLocation: String { Copy.text("foundPet.petDetails.foundLocation") }
            public static var additionalDescription: String { Copy.text("foundPet.petDetails.additionalDescription") }
            public static var additionalDescriptionPlaceholder: String {
                Copy.text("foundPet.petDetails.additionalDescriptionPlaceholder")
            }
            public static var useCurrentLocation: String { Copy.text("foundPet.petDetails.useCurrentLocation") }
        }

        public enum ContactInfo {
            public static var screenTitle: String { Copy.text("foundPet.contactInfo.screenTitle") }
            public static var heading: String { Copy.text("foundPet.contactInfo.heading") }
            public static var body: String { Copy.text("foundPet.contactInfo.body") }
            public static var phone: String { Copy.text("foundPet.contactInfo.phone") }
            public static var phonePlaceholder: String { Copy.text("foundPet.contactInfo.phonePlaceholder") }
            public static var email: String { Copy.text("foundPet.contactInfo.email") }
            public static var emailPlaceholder: String { Copy.text("foundPet.contactInfo.emailPlaceholder") }
            public static var caregiverPhone: String { Copy.text("foundPet.contactInfo.caregiverPhone") }
            public static var caregiverPhonePlaceholder: String {
                Copy.text("foundPet.contactInfo.caregiverPhonePlaceholder")
            }
            public static var currentAddress: String { Copy.text("foundPet.contactInfo.currentAddress") }
            public static var currentAddressPlaceholder: String {
                Copy.text("foundPet.contactInfo.currentAddressPlaceholder")
            }
            /// Said under the address wherever it is asked: a finder's home is never published.
            public static var currentAddressPrivate: String { Copy.text("foundPet.contactInfo.currentAddressPrivate") }
            public static var submitReport: String { Copy.text("foundPet.contactInfo.submitReport") }
        }

        public enum Confirmation {
            public static var title: String { Copy.text("foundPet.confirmation.title") }
            public static var body: String { Copy.text("foundPet.confirmation.body") }
            public static func confirmMail(_ address: String) -> String {
                Copy.text("foundPet.confirmation.confirmMail", address)
            }
            public static var passwordExplanation: String { Copy.text("foundPet.confirmation.passwordExplanation") }
        }
    }
}
