/// The photo step's identifiers, per wizard.
public struct PhotoStepIdentifiers: Hashable, Sendable {
    public let browse: String
    public let confirmationCard: String
    public let remove: String
    public let continueButton: String
    public let toast: String
    /// The web's line naming the file just chosen, before it is sent.
    public let chosenFile: String

    public var all: [String] { [browse, confirmationCard, remove, continueButton, toast, chosenFile] }

    public static let missing = PhotoStepIdentifiers(
        browse: "animalPhoto.browse", confirmationCard: "animalPhoto.confirmationCard",
        remove: "animalPhoto.remove", continueButton: "animalPhoto.continue", toast: "animalPhoto.toast",
        chosenFile: "animalPhoto.chosenFile"
    )

    public static let found = PhotoStepIdentifiers(
        browse: "reportFoundPet.photo.browse.tap", confirmationCard: "reportFoundPet.photo.confirmationCard",
        remove: "reportFoundPet.photo.remove.tap", continueButton: "reportFoundPet.photo.continueButton.tap",
        toast: "reportFoundPet.photo.toast", chosenFile: "reportFoundPet.photo.chosenFile"
    )
}
