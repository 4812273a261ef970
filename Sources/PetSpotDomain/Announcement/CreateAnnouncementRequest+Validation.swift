import Foundation

extension CreateAnnouncementRequest {
    /// Validates a decoded JSON body under the rules of `api-v1.md` and reports every problem,
    /// each with its field, code and message. The server and the clients call this same function.
    ///
    /// - Parameter now: the current instant; a date already today somewhere on Earth is not in the future.
    public static func validate(_ body: [String: JSONValue], now: Date) -> Result<CreateAnnouncementRequest, ValidationFailure> {
        var reader = FieldReader(body: body)
        var errors = body.keys.filter { Field(rawValue: $0) == nil }.sorted().map {
            ValidationError(field: $0, code: .invalidField, message: Copy.Validation.unknownField($0))
        }

        let status = reader.choice(.status, AnnouncementStatus.self)
        let species = reader.choice(.species, Species.self)
        let sex = reader.choice(.sex, Sex.self)
        let lastSeenDate = reader.date(.lastSeenDate, today: CalendarDate(now, in: CalendarDate.earliestTimeZone))
        let location = reader.location(requiredForFound: status == .found)
        let petName = reader.text(.petName, limit: TextLimit.petName)
        let breed = reader.text(.breed, limit: TextLimit.breed)
        let age = reader.age()
        let description = reader.text(.description, limit: TextLimit.description)
        let microchip = reader.microchip()
        let email = reader.email()
        let phone = reader.phone()
        let reward = reader.text(.reward, limit: TextLimit.reward)
        let contactVisibility = reader.optionalChoice(.contactVisibility, ContactVisibility.self) ?? .public
        if email == nil, phone == nil, !reader.hasProblem(with: .email), !reader.hasProblem(with: .phone) {
            reader.report(contactField, FieldProblem(.missingContact, Copy.Validation.missingContact))
        }

        errors += reader.errors
        guard errors.isEmpty, let status, let species, let sex, let lastSeenDate else {
            return .failure(ValidationFailure(errors: errors))
        }
        return .success(CreateAnnouncementRequest(
            status: status, species: species, sex: sex, lastSeenDate: lastSeenDate, location: location,
            petName: petName, breed: breed, age: age, description: description, microchipNumber: microchip,
            email: email, phone: phone, reward: reward, contactVisibility: contactVisibility
        ))
    }
}

/// Reads one body's fields, collecting every problem on the way.
private struct FieldReader {
    let body: [String: JSONValue]
    private(set) var errors: [ValidationError] = []

    init(body: [String: JSONValue]) { self.body = body }

    mutating func report(_ field: String, _ problem: FieldProblem) {
        errors.append(problem.on(field))
    }

    func hasProblem(with field: CreateAnnouncementRequest.Field) -> Bool {
        errors.contains { $0.field == field.rawValue }
    }

    /// A text field, trimmed: `nil` when absent, null or blank; `.failure` already reported.
    private mutating func rawText(_ field: CreateAnnouncementRequest.Field) -> String?? {
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

    mutating func text(_ field: CreateAnnouncementRequest.Field, limit: Int) -> String? {
        guard let text = rawText(field), let text else { return nil }
        if let problem = TextLimit.problem(with: text, limit: limit) {
            report(field.rawValue, problem)
            return nil
        }
        return text
    }

    /// A required text: missing, null or blank is `MISSING_VALUE`.
    private mutating func requiredText(_ field: CreateAnnouncementRequest.Field) -> String? {
        guard let text = rawText(field) else { return nil }
        guard let text else {
            report(field.rawValue, FieldProblem(.missingValue, Copy.Validation.missing(field.rawValue)))
            return nil
        }
        return text
    }

    /// A choice that may be left out (absent or null): `nil` then, or when it is not one of the values (reported).
    mutating func optionalChoice<Value: RawRepresentable & CaseIterable>(_ field: CreateAnnouncementRequest.Field, _: Value.Type) -> Value? where Value.RawValue == String {
        guard let text = rawText(field), let text else { return nil }
        return choice(of: text, field, Value.self)
    }

    mutating func choice<Value: RawRepresentable & CaseIterable>(_ field: CreateAnnouncementRequest.Field, _: Value.Type) -> Value? where Value.RawValue == String {
        guard let text = requiredText(field) else { return nil }
        return choice(of: text, field, Value.self)
    }

    private mutating func choice<Value: RawRepresentable & CaseIterable>(of text: String, _ field: CreateAnnouncementRequest.Field, _: Value.Type) -> Value? where Value.RawValue == String {
        guard let value = Value(rawValue: text) else {
            report(field.rawValue, FieldProblem(.invalidFormat, Copy.Validation.mustBeOneOf(field.rawValue, Value.allCases.map(\.rawValue))))
            return nil
        }
        return value
    }

    mutating func date(_ field: CreateAnnouncementRequest.Field, today: CalendarDate) -> CalendarDate? {
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
    private mutating func number(_ field: CreateAnnouncementRequest.Field) -> Double?? {
        switch body[field.rawValue] {
        case nil, .null?: return .some(nil)
        case .number(let value)?: return .some(value)
        case .some:
            report(field.rawValue, FieldProblem(.invalidFormat, Copy.Validation.mustBeNumber(field.rawValue)))
            return nil
        }
    }

    /// Both coordinates or neither (both for FOUND); each problem of each coordinate is reported.
    mutating func location(requiredForFound: Bool) -> Coordinates? {
        typealias Field = CreateAnnouncementRequest.Field
        let latitude = number(.locationLatitude)
        let longitude = number(.locationLongitude)
        if let value = latitude ?? nil, !Coordinates.latitudeRange.contains(value) {
            report(Field.locationLatitude.rawValue, FieldProblem(.invalidFormat, Copy.Validation.invalidLatitude))
        }
        if let value = longitude ?? nil, !Coordinates.longitudeRange.contains(value) {
            report(Field.locationLongitude.rawValue, FieldProblem(.invalidFormat, Copy.Validation.invalidLongitude))
        }
        // `nil` is a value of the wrong type (already reported); `.some(nil)` an absent one.
        let latitudeAbsent = latitude.map { $0 == nil } ?? false
        let longitudeAbsent = longitude.map { $0 == nil } ?? false
        switch (latitudeAbsent, longitudeAbsent) {
        case (true, true) where requiredForFound:
            report(Field.locationLatitude.rawValue, FieldProblem(.missingValue, Copy.Validation.foundLocationRequired))
            report(Field.locationLongitude.rawValue, FieldProblem(.missingValue, Copy.Validation.foundLocationRequired))
        case (true, false):
            report(Field.locationLatitude.rawValue, FieldProblem(.missingValue, Copy.Validation.missingLatitude))
        case (false, true):
            report(Field.locationLongitude.rawValue, FieldProblem(.missingValue, Copy.Validation.missingLongitude))
        default:
            break
        }
        guard let latitude = latitude ?? nil, let longitude = longitude ?? nil else { return nil }
        return Coordinates(latitude: latitude, longitude: longitude)
    }

    mutating func age() -> Int? {
        guard let value = number(.age), let value else { return nil }
        if let problem = AnimalAge.problem(with: value) {
            report(CreateAnnouncementRequest.Field.age.rawValue, problem)
            return nil
        }
        return Int(value)
    }

    mutating func microchip() -> String? {
        guard let text = rawText(.microchipNumber), let text else { return nil }
        switch MicrochipNumber.normalize(apiValue: text) {
        case .success(let digits): return digits
        case .failure(let problem):
            report(CreateAnnouncementRequest.Field.microchipNumber.rawValue, problem)
            return nil
        }
    }

    mutating func email() -> String? {
        guard let text = rawText(.email), let text else { return nil }
        if let problem = EmailAddress.problem(with: text) {
            report(CreateAnnouncementRequest.Field.email.rawValue, problem)
            return nil
        }
        return text
    }

    mutating func phone() -> String? {
        guard let text = rawText(.phone), let text else { return nil }
        if let problem = PhoneNumber.apiProblem(with: text) {
            report(CreateAnnouncementRequest.Field.phone.rawValue, problem)
            return nil
        }
        return PhoneNumber.sanitized(text)
    }
}
