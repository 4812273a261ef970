import PetSpotDomain

/// Found flow step 3/3 "Contact information", as typed. The caregiver's phone and the current
/// address stay here, in the flow, and are never sent (seed 004, FR-016).
public struct ContactInformationForm: Hashable, Sendable, Codable {
    public enum Field: String, CaseIterable, Sendable {
        case phone, email, caregiverPhone, currentAddress
    }

    public var phone = ""
    public var email = ""
    public var caregiverPhone = ""
    public var currentAddress = ""
    public var visibility = FieldErrorVisibility()

    public init() {}

    public var validationErrors: [ValidationError] {
        ContactRules.errors(phone: phone, email: email, phoneField: Field.phone.rawValue, emailField: Field.email.rawValue)
            + ContactRules.optionalPhoneErrors(caregiverPhone, field: Field.caregiverPhone.rawValue)
    }
}
