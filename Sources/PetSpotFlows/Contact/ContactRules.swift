import PetSpotDomain

/// The reporter's phone and email, both required in the wizards (reference rules: 7–11 digits, `local@domain.tld`).
enum ContactRules {
    static func errors(phone: String, email: String, phoneField: String, emailField: String) -> [ValidationError] {
        var errors: [ValidationError] = []
        if phone.trimmingCharacters(in: .whitespaces).isEmpty {
            errors.append(
                ValidationError(field: phoneField, code: .missingValue, message: Copy.Validation.missingPhone))
        } else if let problem = PhoneNumber.problem(with: phone) {
            errors.append(problem.on(phoneField))
        }
        let trimmedEmail = email.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmedEmail.isEmpty {
            errors.append(
                ValidationError(field: emailField, code: .missingValue, message: Copy.Validation.missingEmail))
        } else if let problem = EmailAddress.problem(with: trimmedEmail) {
            errors.append(problem.on(emailField))
        }
        return errors
    }

    /// An optional phone (the caregiver's): checked only when not empty.
    static func optionalPhoneErrors(_ phone: String, field: String) -> [ValidationError] {
        guard !phone.trimmingCharacters(in: .whitespaces).isEmpty, let problem = PhoneNumber.problem(with: phone) else {
            return []
        }
        return [problem.on(field)]
    }
}
