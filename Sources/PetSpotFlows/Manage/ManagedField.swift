import PetSpotDomain

/// A field the owner edits on "Manage my report", with the wizards' label, placeholder and
/// keyboard; its rule is the create rule of the wire field it edits (`ReportEdit`).
public enum ManagedField: String, CaseIterable, Hashable, Sendable {
    case petName, description, reward, phone, email

    /// What each field is, in one table: the wizards' copy and limits, this screen's identifier.
    private struct Spec {
        let field: CreateAnnouncementRequest.Field
        let label: String
        let placeholder: String
        var keyboardType = KeyboardType.text
        let limit: Int
        let accessibilityID: String
    }

    private var spec: Spec {
        typealias Description = Copy.MissingPet.AnimalDescription
        typealias Owner = Copy.MissingPet.OwnersDetails
        return switch self {
        case .petName:
            Spec(field: .petName, label: Description.animalName, placeholder: Description.animalNamePlaceholder,
                 limit: TextLimit.petName, accessibilityID: TestIdentifiers.Manage.petNameInput)
        case .description:
            Spec(field: .description, label: Description.additionalDescription, placeholder: Description.additionalDescriptionPlaceholder,
                 limit: TextLimit.description, accessibilityID: TestIdentifiers.Manage.descriptionInput)
        case .reward:
            Spec(field: .reward, label: Owner.reward, placeholder: Owner.rewardPlaceholder,
                 limit: TextLimit.reward, accessibilityID: TestIdentifiers.Manage.rewardInput)
        case .phone:
            Spec(field: .phone, label: Owner.phone, placeholder: Owner.phonePlaceholder, keyboardType: .phonePad,
                 limit: 40, accessibilityID: TestIdentifiers.Manage.phoneInput)
        case .email:
            Spec(field: .email, label: Owner.email, placeholder: Owner.emailPlaceholder, keyboardType: .emailAddress,
                 limit: 254, accessibilityID: TestIdentifiers.Manage.emailInput)
        }
    }

    /// The report's field it edits; problems with it come back under this name.
    public var field: CreateAnnouncementRequest.Field { spec.field }
    public var label: String { spec.label }
    public var placeholder: String { spec.placeholder }
    public var keyboardType: KeyboardType { spec.keyboardType }
    /// The most characters it holds; typing past it is ignored, as in the wizards.
    public var limit: Int { spec.limit }
    public var accessibilityID: String { spec.accessibilityID }

    /// The wire names whose problems show under this field (a missing contact under both contacts).
    var problemFields: [String] {
        switch self {
        case .phone, .email: [field.rawValue, "contact"]
        default: [field.rawValue]
        }
    }
}
