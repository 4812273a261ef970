import Foundation

/// The body of `POST /api/v1/announcements/{id}/sightings`: someone saw the pet, when and where,
/// with a note and, for the owner's eyes only, how to reach them. Validated like a report, every
/// problem at once, by the server and the clients alike.
public struct SightingRequest: Hashable, Sendable {
    /// The wire field names, in the contract's order (the order problems are reported in).
    public enum Field: String, CaseIterable, Sendable {
        case seenAt, locationLatitude, locationLongitude, note, email, phone
    }

    public var seenAt: Date
    public var location: Coordinates
    public var note: String?
    public var email: String?
    public var phone: String?

    public init(seenAt: Date, location: Coordinates, note: String? = nil, email: String? = nil, phone: String? = nil) {
        self.seenAt = seenAt
        self.location = location
        self.note = note
        self.email = email
        self.phone = phone
    }

    /// The longest note.
    public static let noteLimit = 500
    /// How far ahead of the server's clock a sighting's time may be (the witness's clock may run fast).
    public static let clockSkew: TimeInterval = 5 * 60

    /// `body` checked under the contract's rules: a time not in the future (beyond the skew) and
    /// not before the report's `lastSeenDate` began anywhere on Earth, both coordinates, a note
    /// of at most 500 characters, a witness contact under a report's rules (optional here).
    public static func validate(
        _ body: [String: JSONValue], lastSeenDate: CalendarDate, now: Date
    ) -> Result<SightingRequest, ValidationFailure> {
        var reader = FieldReader<Field>(body: body)
        var errors = FieldReader<Field>.unknownFields(of: body)
        var seenAt = reader.time(.seenAt)
        if let time = seenAt {
            if time > now.addingTimeInterval(clockSkew) {
                reader.report(Field.seenAt.rawValue, FieldProblem(.invalidFormat, Copy.Validation.futureTime))
                seenAt = nil
            } else if time < lastSeenDate.startOfDay(in: CalendarDate.earliestTimeZone) {
                reader.report(Field.seenAt.rawValue, FieldProblem(.invalidFormat, Copy.Validation.beforeLastSeen))
                seenAt = nil
            }
        }
        // A witness saw the pet; nobody found it.
        let location = reader.location(
            .locationLatitude, .locationLongitude, required: true, whenMissing: Copy.Validation.sightingLocationRequired
        )
        let note = reader.text(.note, limit: noteLimit)
        let email = reader.email(.email)
        let phone = reader.phone(.phone)
        errors += reader.errors
        guard errors.isEmpty, let seenAt, let location else { return .failure(ValidationFailure(errors: errors)) }
        return .success(SightingRequest(seenAt: seenAt, location: location, note: note, email: email, phone: phone))
    }
}

/// A sighting as the API answers it; `email` and `phone` only in the owner's view.
public struct Sighting: Identifiable, Hashable, Sendable {
    public var id: String
    public var announcementId: String
    public var seenAt: Date
    public var location: Coordinates
    public var note: String?
    public var email: String?
    public var phone: String?
    public var createdAt: Date
    /// What the note has in common with the documented scams: only in the owner's view
    /// (`checkedForScams`), `nil` elsewhere.
    public var warnings: [ScamWarning]?

    public init(
        id: String, announcementId: String, seenAt: Date, location: Coordinates, note: String?,
        email: String? = nil, phone: String? = nil, createdAt: Date, warnings: [ScamWarning]? = nil
    ) {
        self.id = id
        self.announcementId = announcementId
        self.seenAt = seenAt
        self.location = location
        self.note = note
        self.email = email
        self.phone = phone
        self.createdAt = createdAt
        self.warnings = warnings
    }

    /// The sighting as anyone but the owner sees it: without the witness's contact or warnings.
    public var shownToPublic: Sighting {
        var shown = self
        shown.email = nil
        shown.phone = nil
        shown.warnings = nil
        return shown
    }

    /// The sighting as its owner sees it: its note checked against the scams' patterns.
    public var checkedForScams: Sighting {
        var checked = self
        checked.warnings = note.map(ScamDetector.shared.warnings(in:)) ?? []
        return checked
    }
}
