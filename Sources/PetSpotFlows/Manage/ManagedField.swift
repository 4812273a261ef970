import PetSpotDomain

/// A contact field the owner edits on "Manage my report" (the pet's are the wizard's animal
/// details screen), with the wizards' label, placeholder and keyboard; its rule is the create rule
/// of the wire field it edits (`ReportEdit`).
public enum ManagedField: String, CaseIterable, Hashable, Sendable {
    case reward, phone, email
    /// A finder's: who looks after the pet, and where it is now (the reporter's only).
    case caregiverPhone, currentAddress

    /// What each field is, in one table: the wizards' copy and limits, this screen's identifier.
    private struct Spec {
        let field: CreateAnnouncementRequest.Field
        let value: WritableKeyPath<CreateAnnouncementRequest, String?>
        let label: String
        let placeholder: String
        var keyboardType = KeyboardType.text
        let limit: Int
        let accessibilityID: String
        var helperText: String?
    }

    private var spec: Spec {
        typealias Owner = Copy.MissingPet.OwnersDetails
        typealias Finder = Copy.FoundPet.ContactInfo
        return switch self {
        case .reward:
            Spec(
                field: .reward, value: \.reward, label: Owner.reward, placeholder: Owner.rewardPlaceholder,
                limit: TextLimit.reward, accessibilityID: TestIdentifiers.Manage.rewardInput)
        case .phone:
            Spec(
                field: .phone, value: \.phone, label: Owner.phone, placeholder: Owner.phonePlaceholder,
                keyboardType: .phonePad,
                limit: 40, accessibilityID: TestIdentifiers.Manage.phoneInput)
        case .email:
            Spec(
                field: .email, value: \.email, label: Owner.email, placeholder: Owner.emailPlaceholder,
                keyboardType: .emailAddress,
                limit: 254, accessibilityID: TestIdentifiers.Manage.emailInput)
        case .caregiverPhone:
            Spec(
                field: .caregiverPhone, value: \.caregiverPhone, label: Finder.caregiverPhone,
                placeholder: Finder.caregiverPhonePlaceholder,
                keyboardType: .phonePad, limit: 40, accessibilityID: TestIdentifiers.Manage.caregiverPhoneInput)
        case .currentAddress:
            Spec(
                field: .currentAddress, value: \.currentAddress, label: Finder.currentAddress,
                placeholder: Finder.currentAddressPlaceholder,
                limit: TextLimit.currentAddress, accessibilityID: TestIdentifiers.Manage.currentAddressInput,
                helperText: Finder.currentAddressPrivate)
        }
    }

    /// The report's field it edits; problems with it come back under this name.
    public var field: CreateAnnouncementRequest.Field { spec.field }
    /// Where the report holds it.
    var value: WritableKeyPath<CreateAnnouncementRequest, String?> { spec.value }
    public var label: String { spec.label }
    public var placeholder: String { spec.placeholder }
    public var keyboardType: KeyboardType { spec.keyboardType }
    /// The most characters it holds; typing past it is ignored, as in the wizards.
    public var limit: Int { spec.limit }
    public var accessibilityID: String { spec.accessibilityID }
    /// What the field says under it (the address: who sees it).
    public var helperText: String? { spec.helperText }
    /// Several lines (the address), drawn as a text area.
    public var isMultiline: Bool { self == .currentAddress }
    /// Asked of a finder only, as the Found wizard asks it; a finder offers no reward.
    var isFindersOnly: Bool { self == .caregiverPhone || self == .currentAddress }
    var isOwnersOnly: Bool { self == .reward }

    /// The wire names whose problems show under this field (a missing contact under both contacts).
    var problemFields: [String] {
        switch self {
        case .phone, .email: [field.rawValue, "contact"]
        default: [field.rawValue]
        }
    }
}
