import Foundation

/// Reads one body's fields (named by `Field`'s raw values), collecting every problem on the way:
/// the rules every body of the API shares (text, choices, dates, coordinates, contact).
struct FieldReader<Field: RawRepresentable> where Field.RawValue == String {
    let body: [String: JSONValue]
    private(set) var errors: [ValidationError] = []

    init(body: [String: JSONValue]) { self.body = body }

    mutating func report(_ field: String, _ problem: FieldProblem) {
        errors.append(problem.on(field))
    }

    func hasProblem(with field: Field) -> Bool {
        errors.contains { $0.field == field.rawValue }
    }

    /// When neither `email` nor `phone` was given (and neither was refused): `MISSING_CONTACT` on the
    /// pseudo-field `contact`, a way to answer being required.
    mutating func requireContact(
        email: String?, phone: String?, _ emailField: Field, _ phoneField: Field,
        message: String = Copy.Validation.missingContact
    ) {
        if email == nil, phone == nil, !hasProblem(with: emailField), !hasProblem(with: phoneField) {
            report(CreateAnnouncementRequest.contactField, FieldProblem(.missingContact, message))
        }
    }

    /// A required ISO 8601 time (`Timestamp`'s forms).
    mutating func time(_ field: Field) -> Date? {
        guard let text = requiredText(field) else { return nil }
        guard let time = Timestamp.parse(text) else {
            report(field.rawValue, FieldProblem(.invalidFormat, Copy.Validation.invalidTime))
            return nil
        }
        return time
    }

    /// Every member of the body `Field` does not name, as `INVALID_FIELD`.
    static func unknownFields(of body: [String: JSONValue]) -> [ValidationError] {
        body.keys.filter { Field(rawValue: $0) == nil }.sorted().map {
            ValidationError(field: $0, code: .invalidField, message: Copy.Validation.unknownField($0))
        }
    }

    /// A text field, trimmed: `nil` when absent, null or blank; `.failure` already reported.
    private mutating func rawText(_ field: Field) -> String?? {
        switch body[field.rawValue] {
        case nil, .null?: return .some(nil)
        case .string(let text)?:
            if FreeText.hasForbiddenControlCharacters(text) {
                report(field.rawValue, FieldProblem(.invalidFormat, Copy.Validation.controlCharacters))
                return nil
            }
            return .some(FreeText.normalized(text))
        case .some:
            report(field.rawValue, FieldProblem(.invalidFormat, Copy.Validation.mustBeText(field.rawValue)))
            return nil
        }
    }

    mutating func text(_ field: Field, limit: Int) -> String? {
        guard let text = rawText(field), let text else { return nil }
        if let problem = TextLimit.problem(with: text, limit: limit) {
            report(field.rawValue, problem)
            return nil
        }
        return text
    }

    /// The mark kept back: `text`'s rules, and `PrivateMark`'s (no bidirectional override).
    mutating func privateMark(_ field: Field) -> String? {
        guard let text = text(field, limit: TextLimit.privateMark) else { return nil }
        if let problem = PrivateMark.problem(with: text) {
            report(field.rawValue, problem)
            return nil
        }
        return text
    }

    /// Fields a body may carry only in a certain state (how a report ended, only with REUNITED):
    /// each one present and not null is `INVALID_FIELD`, saying when it is taken.
    mutating func refuseUnlessReunited(_ fields: [Field]) {
        for field in fields where body[field.rawValue].map({ $0 != .null }) ?? false {
            report(field.rawValue, FieldProblem(.invalidField, Copy.Validation.onlyWhenReunited(field.rawValue)))
        }
    }

    /// A text shown on one line (a name, a breed, a reward): `text`'s rules, and none of what breaks a line.
    mutating func line(_ field: Field, limit: Int) -> String? {
        guard let text = text(field, limit: limit) else { return nil }
        if FreeText.breaksOneLine(text) {
            report(field.rawValue, FieldProblem(.invalidFormat, Copy.Validation.oneLine))
            return nil
        }
        return text
    }

    /// A required text: missing, null or blank is `MISSING_VALUE`.
    mutating func requiredText(_ field: Field) -> String? {
        guard let text = rawText(field) else { return nil }
        guard let text else {
            report(field.rawValue, FieldProblem(.missingValue, Copy.Validation.missing(field.rawValue)))
            return nil
        }
        return text
    }

    /// A choice that may be left out (absent or null): `nil` then, or when it is not one of the values (reported).
    mutating func optionalChoice<Value: RawRepresentable & CaseIterable>(_ field: Field, _: Value.Type) -> Value?
    where Value.RawValue == String {
        guard let text = rawText(field), let text else { return nil }
        return choice(of: text, field, Value.self)
    }

    mutating func choice<Value: RawRepresentable & CaseIterable>(_ field: Field, _: Value.Type) -> Value?
    where Value.RawValue == String {
        guard let text = requiredText(field) else { return nil }
        return choice(of: text, field, Value.self)
    }

    private mutating func choice<Value: RawRepresentable & CaseIterable>(
        of text: String, _ field: Field, _: Value.Type
    ) -> Value? where Value.RawValue == String {
        guard let value = Value(rawValue: text) else {
            report(
                field.rawValue,
                FieldProblem(
                    .invalidFormat, Copy.Validation.mustBeOneOf(field.rawValue, Value.allCases.map(\.rawValue))))
            return nil
        }
        return value
    }

    mutating func date(_ field: Field, today: CalendarDate) -> CalendarDate? {
        guard let text = requiredText(field) else { return nil }
        guard let date = CalendarDate(iso: text) else {
            report(field.rawValue, FieldProblem(.invalidFormat, Copy.Validation.invalidCalendarDate))
            return nil
        }
        if let problem = date.lastSeenProblem(today: today) {
            report(field.rawValue, problem)
            return nil
        }
        return date
    }

    /// A number field: `nil` when absent or null; `.failure` already reported.
    mutating func number(_ field: Field) -> Double?? {
        switch body[field.rawValue] {
        case nil, .null?: return .some(nil)
        case .number(let value)?: return .some(value)
        case .some:
            report(field.rawValue, FieldProblem(.invalidFormat, Copy.Validation.mustBeNumber(field.rawValue)))
            return nil
        }
    }

    /// Both coordinates or neither (both when `required`, else `whenMissing` is said under each);
    /// each problem of each coordinate is reported.
    mutating func location(
        _ latitudeField: Field, _ longitudeField: Field, required: Bool,
        whenMissing: String = Copy.Validation.foundLocationRequired
    ) -> Coordinates? {
        let latitude = number(latitudeField)
        let longitude = number(longitudeField)
        if let value = latitude ?? nil, !Coordinates.latitudeRange.contains(value) {
            report(latitudeField.rawValue, FieldProblem(.invalidFormat, Copy.Validation.invalidLatitude))
        }
        if let value = longitude ?? nil, !Coordinates.longitudeRange.contains(value) {
            report(longitudeField.rawValue, FieldProblem(.invalidFormat, Copy.Validation.invalidLongitude))
        }
        // `nil` is a value of the wrong type (already reported); `.some(nil)` an absent one.
        let latitudeAbsent = latitude.map { $0 == nil } ?? false
        let longitudeAbsent = longitude.map { $0 == nil } ?? false
        switch (latitudeAbsent, longitudeAbsent) {
        case (true, true) where required:
            report(latitudeField.rawValue, FieldProblem(.missingValue, whenMissing))
            report(longitudeField.rawValue, FieldProblem(.missingValue, whenMissing))
        case (true, false):
            report(latitudeField.rawValue, FieldProblem(.missingValue, Copy.Validation.missingLatitude))
        case (false, true):
            report(longitudeField.rawValue, FieldProblem(.missingValue, Copy.Validation.missingLongitude))
        default:
            break
        }
        guard let latitude = latitude ?? nil, let longitude = longitude ?? nil else { return nil }
        return Coordinates(latitude: latitude, longitude: longitude)
    }

    mutating func age(_ field: Field) -> Int? {
        guard let value = number(field), let value else { return nil }
        if let problem = AnimalAge.problem(with: value) {
            report(field.rawValue, problem)
            return nil
        }
        return Int(value)
    }

    mutating func microchip(_ field: Field) -> String? {
        guard let text = rawText(field), let text else { return nil }
        switch MicrochipNumber.normalize(apiValue: text) {
        case .success(let digits): return digits
        case .failure(let problem):
            report(field.rawValue, problem)
            return nil
        }
    }

    mutating func email(_ field: Field) -> String? {
        guard let text = rawText(field), let text else { return nil }
        if let problem = EmailAddress.problem(with: text) {
            report(field.rawValue, problem)
            return nil
        }
        return text
    }

    /// An email that must be given: missing, null or blank is `MISSING_VALUE`.
    mutating func requiredEmail(_ field: Field) -> String? {
        guard requiredText(field) != nil else { return nil }
        return email(field)
    }

    mutating func phone(_ field: Field) -> String? {
        guard let text = rawText(field), let text else { return nil }
        if let problem = PhoneNumber.apiProblem(with: text) {
            report(field.rawValue, problem)
            return nil
        }
        return PhoneNumber.sanitized(text)
    }
}
