import PetSpotDomain

/// A field the owner edits on "Manage my report", with the wizards' label, placeholder and
/// keyboard; its rule is the create rule of the wire field it edits (`ReportEdit`).
public enum ManagedField: String, CaseIterable, Hashable, Sendable {
    case petName, description, reward, phone, email

    /// The report's field it edits; problems with it come back under this name.
    public var field: CreateAnnouncementRequest.Field {
        switch self {
        case .petName: .petName
        case .description: .description
        case .reward: .reward
        case .phone: .phone
        case .email: .email
        }
    }

    public var label: String {
        switch self {
        case .petName: Copy.MissingPet.AnimalDescription.animalName
        case .description: Copy.MissingPet.AnimalDescription.additionalDescription
        case .reward: Copy.MissingPet.OwnersDetails.reward
        case .phone: Copy.MissingPet.OwnersDetails.phone
        case .email: Copy.MissingPet.OwnersDetails.email
        }
    }

    public var placeholder: String {
        switch self {
        case .petName: Copy.MissingPet.AnimalDescription.animalNamePlaceholder
        case .description: Copy.MissingPet.AnimalDescription.additionalDescriptionPlaceholder
        case .reward: Copy.MissingPet.OwnersDetails.rewardPlaceholder
        case .phone: Copy.MissingPet.OwnersDetails.phonePlaceholder
        case .email: Copy.MissingPet.OwnersDetails.emailPlaceholder
        }
    }

    public var keyboardType: KeyboardType {
        switch self {
        case .phone: .phonePad
        case .email: .emailAddress
        case .petName, .description, .reward: .text
        }
    }

    /// The most characters it holds; typing past it is ignored, as in the wizards.
    public var limit: Int {
        switch self {
        case .petName: TextLimit.petName
        case .description: TextLimit.description
        case .reward: TextLimit.reward
        case .phone: 40
        case .email: 254
        }
    }

    public var accessibilityID: String {
        switch self {
        case .petName: TestIdentifiers.Manage.petNameInput
        case .description: TestIdentifiers.Manage.descriptionInput
        case .reward: TestIdentifiers.Manage.rewardInput
        case .phone: TestIdentifiers.Manage.phoneInput
        case .email: TestIdentifiers.Manage.emailInput
        }
    }

    /// The wire names whose problems show under this field (a missing contact under both contacts).
    var problemFields: [String] {
        switch self {
        case .phone, .email: [field.rawValue, "contact"]
        default: [field.rawValue]
        }
    }
}
