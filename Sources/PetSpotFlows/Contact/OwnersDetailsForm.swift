import PetSpotDomain

/// Missing flow step 4/4 "Owner's details", as typed.
public struct OwnersDetailsForm: Hashable, Sendable, Codable {
    public enum Field: String, CaseIterable, Sendable {
        case phone, email, reward
    }

    public var phone = ""
    public var email = ""
    public var reward = ""
    public var visibility = FieldErrorVisibility()
    /// Who sees the phone and email, as chosen; `nil` until then (and in drafts saved before the question).
    public var contactVisibilityChoice: ContactVisibility?

    /// Who sees the phone and email: as chosen, else the preselected "Keep them private".
    public var contactVisibility: ContactVisibility { contactVisibilityChoice ?? ContactVisibilityChoice.preselected }

    public init() {}

    public var validationErrors: [ValidationError] {
        ContactRules.errors(
            phone: phone, email: email, phoneField: Field.phone.rawValue, emailField: Field.email.rawValue)
    }
}
