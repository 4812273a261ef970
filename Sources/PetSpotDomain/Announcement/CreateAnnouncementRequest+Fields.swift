import Foundation

/// A report's fields one by one, in the forms JSON and SQL hold them: what the wire coding
/// (`Announcement+Codable`), the server's JSON writer and its columns derive from, so that a new
/// field is spelled out here and in the request, not once in each of them.
extension CreateAnnouncementRequest {
    /// A field's value: text (choices and dates by their wire text), a whole number or a number.
    public enum Value: Hashable, Sendable {
        case text(String?)
        case integer(Int?)
        case number(Double?)
    }

    /// The three forms a `Value` takes.
    public enum Kind: Sendable {
        case text, integer, number
    }

    /// `field`'s value.
    public subscript(field: Field) -> Value {
        switch field {
        case .status: .text(status.rawValue)
        case .species: .text(species.rawValue)
        case .sex: .text(sex.rawValue)
        case .lastSeenDate: .text(lastSeenDate.iso)
        case .locationLatitude: .number(locationLatitude)
        case .locationLongitude: .number(locationLongitude)
        case .petName: .text(petName)
        case .breed: .text(breed)
        case .age: .integer(age)
        case .description: .text(description)
        case .microchipNumber: .text(microchipNumber)
        case .email: .text(email)
        case .phone: .text(phone)
        case .reward: .text(reward)
        case .collar: .text(collar)
        case .caregiverPhone: .text(caregiverPhone)
        case .currentAddress: .text(currentAddress)
        case .contactVisibility: .text(contactVisibility.rawValue)
        case .privateMark: .text(privateMark)
        case .reunitedHow: .text(reunitedHow?.rawValue)
        case .reunitedLatitude: .number(reunitedLatitude)
        case .reunitedLongitude: .number(reunitedLongitude)
        }
    }

    /// The request whose fields hold what `value` answers for each (a stored row, read column by
    /// column). Throws `UnreadableField` for the first value that is of another kind, or missing or
    /// malformed where the field is required.
    public init(values value: (Field) throws -> Value) throws {
        func text(_ field: Field) throws -> String? {
            guard case .text(let text) = try value(field) else { throw UnreadableField(field: field) }
            return text
        }
        func required<Code>(_ field: Field, _ parse: (String) -> Code?) throws -> Code {
            guard let text = try text(field), let code = parse(text) else { throw UnreadableField(field: field) }
            return code
        }
        func integer(_ field: Field) throws -> Int? {
            guard case .integer(let integer) = try value(field) else { throw UnreadableField(field: field) }
            return integer
        }
        func number(_ field: Field) throws -> Double? {
            guard case .number(let number) = try value(field) else { throw UnreadableField(field: field) }
            return number
        }
        self.init(
            status: try required(.status, AnnouncementStatus.init(rawValue:)),
            species: try required(.species, Species.init(rawValue:)),
            sex: try required(.sex, Sex.init(rawValue:)),
            lastSeenDate: try required(.lastSeenDate, CalendarDate.init(iso:)),
            petName: try text(.petName), breed: try text(.breed), age: try integer(.age),
            description: try text(.description), microchipNumber: try text(.microchipNumber),
            email: try text(.email), phone: try text(.phone), reward: try text(.reward),
            collar: try text(.collar), caregiverPhone: try text(.caregiverPhone),
            currentAddress: try text(.currentAddress),
            // Absent (JSON from a server before it existed) is the default.
            contactVisibility: try text(.contactVisibility).map { text in
                guard let visibility = ContactVisibility(rawValue: text) else {
                    throw UnreadableField(field: .contactVisibility)
                }
                return visibility
            } ?? .public,
            privateMark: try text(.privateMark),
            reunitedHow: try text(.reunitedHow).map { text in
                guard let how = ReunitedHow(rawValue: text) else { throw UnreadableField(field: .reunitedHow) }
                return how
            }
        )
        locationLatitude = try number(.locationLatitude)
        locationLongitude = try number(.locationLongitude)
        reunitedLatitude = try number(.reunitedLatitude)
        reunitedLongitude = try number(.reunitedLongitude)
    }

    /// A stored value that does not read as its field (edited by hand, or a bug).
    public struct UnreadableField: Error, Hashable, Sendable {
        public let field: Field

        public init(field: Field) {
            self.field = field
        }
    }
}

extension CreateAnnouncementRequest.Field: CodingKey {
    /// The form this field's value takes (`CreateAnnouncementRequest.Value`).
    public var kind: CreateAnnouncementRequest.Kind {
        switch self {
        case .locationLatitude, .locationLongitude, .reunitedLatitude, .reunitedLongitude: .number
        case .age: .integer
        case .status, .species, .sex, .lastSeenDate, .petName, .breed, .description, .microchipNumber, .email, .phone,
            .reward,
            .collar, .caregiverPhone, .currentAddress, .contactVisibility, .privateMark, .reunitedHow:
            .text
        }
    }
}

extension CreateAnnouncementRequest {
    /// Whether a report's JSON has `field`'s key: every field does (`null` where empty), but the
    /// owner's only ones (`Field.isOwnersOnly`) only when set, so no public answer has their keys.
    public func carries(_ field: Field) -> Bool {
        !field.isOwnersOnly || self[field] != field.empty
    }
}

extension CreateAnnouncementRequest.Field {
    /// This field's value when nothing is set.
    public var empty: CreateAnnouncementRequest.Value {
        switch kind {
        case .text: .text(nil)
        case .integer: .integer(nil)
        case .number: .number(nil)
        }
    }
}

extension CreateAnnouncementRequest.Value {
    public var kind: CreateAnnouncementRequest.Kind {
        switch self {
        case .text: .text
        case .integer: .integer
        case .number: .number
        }
    }
}

extension CreateAnnouncementRequest.Value: Encodable {
    /// The value itself, `null` where empty.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .text(let text): try container.encode(text)
        case .integer(let integer): try container.encode(integer)
        case .number(let number): try container.encode(number)
        }
    }
}

extension CreateAnnouncementRequest {
    /// Decodes a stored or received request field by field, as `init(values:)` reads a row: a field
    /// added since it was written (a draft kept on a phone, an older server's answer) takes its default.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Field.self)
        try self.init { field in
            switch field.kind {
            case .text: .text(try container.decodeIfPresent(String.self, forKey: field))
            case .integer: .integer(try container.decodeIfPresent(Int.self, forKey: field))
            case .number: .number(try container.decodeIfPresent(Double.self, forKey: field))
            }
        }
    }
}
