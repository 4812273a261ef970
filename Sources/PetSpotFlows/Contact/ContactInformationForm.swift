import PetSpotDomain

/// Found flow step 3/3 "Contact information", as typed: the finder's contact, the caregiver's
/// phone (a contact too) and the address where the pet is now (its reporter's only).
public struct ContactInformationForm: Hashable, Sendable, Codable {
    public enum Field: String, CaseIterable, Sendable {
        case phone, email, caregiverPhone, currentAddress
    }

    public var phone = ""
    public var email = ""
    public var caregiverPhone = ""
    public var currentAddress = ""
    public var visibility = FieldErrorVisibility()
    /// Who sees the phone and email, as chosen; `nil` until then (and in drafts saved before the question).
    public var contactVisibilityChoice: ContactVisibility?

    /// Who sees the phone and email: as chosen, else the preselected "Keep them private".
    public var contactVisibility: ContactVisibility { contactVisibilityChoice ?? ContactVisibilityChoice.preselected }

    public init() {}

    public var validationErrors: [ValidationError] {
        ContactRules.errors(
            phone: phone, email: email, phoneField: Field.phone.rawValue, emailField: Field.email.rawValue)
            + ContactRules.optionalPhoneErrors(caregiverPhone, field: Field.caregiverPhone.rawValue)
            + (TextLimit.problem(
                with: currentAddress.trimmingCharacters(in: .whitespacesAndNewlines), limit: TextLimit.currentAddress
            )
            .map { [$0.on(Field.currentAddress.rawValue)] } ?? [])
    }
}
