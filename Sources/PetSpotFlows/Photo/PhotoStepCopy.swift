import PetSpotDomain

/// The words of a photo step, per wizard.
public struct PhotoStepCopy: Hashable, Sendable {
    public let screenTitle: String
    public let heading: String
    public let body: String
    public let emptyPrimary: String
    public let emptySecondary: String

    public static var missing: PhotoStepCopy {
        PhotoStepCopy(
            screenTitle: Copy.MissingPet.AnimalPhoto.screenTitle, heading: Copy.MissingPet.AnimalPhoto.heading,
            body: Copy.MissingPet.AnimalPhoto.helper, emptyPrimary: Copy.MissingPet.AnimalPhoto.emptyTitle,
            emptySecondary: Copy.MissingPet.AnimalPhoto.emptySubtitle
        )
    }

    public static var found: PhotoStepCopy {
        PhotoStepCopy(
            screenTitle: Copy.FoundPet.UploadPhoto.screenTitle, heading: Copy.FoundPet.UploadPhoto.heading,
            body: Copy.FoundPet.UploadPhoto.body, emptyPrimary: Copy.FoundPet.UploadPhoto.emptyPrimary,
            emptySecondary: Copy.FoundPet.UploadPhoto.emptySecondary
        )
    }
}
