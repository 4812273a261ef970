extension Copy {
    /// The Missing-pet wizard (4 steps and summary).
    public enum MissingPet {
        public enum Microchip {
            public static var screenTitle: String { Copy.text("missingPet.microchip.screenTitle") }
            public static var heading: String { Copy.text("missingPet.microchip.heading") }
            public static var body: String { Copy.text("missingPet.microchip.body") }
            public static var label: String { Copy.text("missingPet.microchip.label") }
            public static var placeholder: String { Copy.text("missingPet.microchip.placeholder") }
        }

        public enum AnimalPhoto {
            public static var screenTitle: String { Copy.text("missingPet.animalPhoto.screenTitle") }
            public static var heading: String { Copy.text("missingPet.animalPhoto.heading") }
            public static var helper: String { Copy.text("missingPet.animalPhoto.helper") }
            public static var afterCancelledPicker: String { Copy.text("missingPet.animalPhoto.afterCancelledPicker") }
            public static var emptyTitle: String { Copy.text("missingPet.animalPhoto.emptyTitle") }
            public static var emptySubtitle: String { Copy.text("missingPet.animalPhoto.emptySubtitle") }
        }

        public enum AnimalDescription {
            public static var screenTitle: String { Copy.text("missingPet.animalDescription.screenTitle") }
            public static var heading: String { Copy.text("missingPet.animalDescription.heading") }
            public static var subtitle: String { Copy.text("missingPet.animalDescription.subtitle") }
            public static var dateOfDisappearance: String {
                Copy.text("missingPet.animalDescription.dateOfDisappearance")
            }
            public static var animalName: String { Copy.text("missingPet.animalDescription.animalName") }
            public static let animalNamePlaceholder = ""
            public static var animalSpecies: String { Copy.text("missingPet.animalDescription.animalSpecies") }
            public static var animalRace: String { Copy.text("missingPet.animalDescription.animalRace") }
            public static var otherRace: String { Copy.text("missingPet.animalDescription.otherRace") }
            public static var gender: String { Copy.text("missingPet.animalDescription.gender") }
            public static var animalAge: String { Copy.text("missingPet.animalDescription.animalAge") }
            public static var agePlaceholder: String { Copy.text("missingPet.animalDescription.agePlaceholder") }
            public static var requestGPSPosition: String {
                Copy.text("missingPet.animalDescription.requestGPSPosition")
            }
            public static var additionalDescription: String {
                Copy.text("missingPet.animalDescription.additionalDescription")
            }
            public static let additionalDescriptionPlaceholder = ""
        }

        public enum OwnersDetails {
            public static var screenTitle: String { Copy.text("missingPet.ownersDetails.screenTitle") }
            public static var heading: String { Copy.text("missingPet.ownersDetails.heading") }
            public static var body: String { Copy.text("missingPet.ownersDetails.body") }
            public static var phone: String { Copy.text("missingPet.ownersDetails.phone") }
            public static var phonePlaceholder: String { Copy.text("missingPet.ownersDetails.phonePlaceholder") }
            public static var email: String { Copy.text("missingPet.ownersDetails.email") }
            public static var emailPlaceholder: String { Copy.text("missingPet.ownersDetails.emailPlaceholder") }
            public static var reward: String { Copy.text("missingPet.ownersDetails.reward") }
            public static var rewardPlaceholder: String { Copy.text("missingPet.ownersDetails.rewardPlaceholder") }
            /// The last step's button: it publishes at once, so it says so (the seeds' "Continue" did not).
            public static var publishButton: String { Copy.text("missingPet.ownersDetails.publishButton") }
        }

        public enum Summary {
            public static var title: String { Copy.text("missingPet.summary.title") }
            public static var body: String { Copy.text("missingPet.summary.body") }
            /// Why the first mail's confirm button matters, with the address it went to.
            public static func confirmMail(_ address: String) -> String {
                Copy.text("missingPet.summary.confirmMail", address)
            }
            public static var passwordExplanation: String { Copy.text("missingPet.summary.passwordExplanation") }
        }
    }
}
