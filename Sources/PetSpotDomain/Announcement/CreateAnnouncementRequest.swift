import Foundation

/// The body of `POST /api/v1/announcements`, already valid. Absent optionals are omitted when encoded.
public struct CreateAnnouncementRequest: Hashable, Sendable, Codable {
    public var status: AnnouncementStatus
    public var species: Species
    public var sex: Sex
    public var lastSeenDate: CalendarDate
    public var locationLatitude: Double?
    public var locationLongitude: Double?
    public var petName: String?
    public var breed: String?
    public var age: Int?
    public var description: String?
    public var microchipNumber: String?
    public var email: String?
    public var phone: String?
    public var reward: String?
    /// What the collar or tag says, in the reporter's words ("red collar, tag REX"); public.
    public var collar: String?
    /// A finder's: the phone of whoever is looking after the pet, if not the finder. A contact, so
    /// `contactVisibility` decides who sees it.
    public var caregiverPhone: String?
    /// A finder's: where the pet is now. The owner's only: never in a public response.
    public var currentAddress: String?
    /// Who sees `email` and `phone` (optional on the wire; `PUBLIC` when left out).
    public var contactVisibility: ContactVisibility
    /// Something only the reporter knows about the pet (a scar under the collar, a word it answers
    /// to), to ask anyone who claims it to describe. The owner's only (`isOwnersOnly`).
    public var privateMark: String?
    /// How the pet came home: set with `resolution` REUNITED only (`ReportEdit`). The owner's only.
    public var reunitedHow: ReunitedHow?
    /// Where the pet was found when it came home: both or neither, with `reunitedHow`'s rule.
    public var reunitedLatitude: Double?
    public var reunitedLongitude: Double?

    public init(
        status: AnnouncementStatus, species: Species, sex: Sex, lastSeenDate: CalendarDate,
        location: Coordinates? = nil, petName: String? = nil, breed: String? = nil, age: Int? = nil,
        description: String? = nil, microchipNumber: String? = nil,
        email: String? = nil, phone: String? = nil, reward: String? = nil,
        collar: String? = nil, caregiverPhone: String? = nil, currentAddress: String? = nil,
        contactVisibility: ContactVisibility = .public, privateMark: String? = nil,
        reunitedHow: ReunitedHow? = nil, reunitedAt reunitedPlace: Coordinates? = nil
    ) {
        self.status = status
        self.species = species
        self.sex = sex
        self.lastSeenDate = lastSeenDate
        self.locationLatitude = location?.latitude
        self.locationLongitude = location?.longitude
        self.petName = petName
        self.breed = breed
        self.age = age
        self.description = description
        self.microchipNumber = microchipNumber
        self.email = email
        self.phone = phone
        self.reward = reward
        self.collar = collar
        self.caregiverPhone = caregiverPhone
        self.currentAddress = currentAddress
        self.contactVisibility = contactVisibility
        self.privateMark = privateMark
        self.reunitedHow = reunitedHow
        self.reunitedLatitude = reunitedPlace?.latitude
        self.reunitedLongitude = reunitedPlace?.longitude
    }

    /// The wire field names, in the contract's order (which is the order problems are reported in).
    public enum Field: String, CaseIterable, Sendable {
        case status, species, sex, lastSeenDate, locationLatitude, locationLongitude
        case petName, breed, age, description, microchipNumber, email, phone, reward
        case collar, caregiverPhone, currentAddress, contactVisibility
        case privateMark, reunitedHow, reunitedLatitude, reunitedLongitude

        /// The fields only the owner's answers carry, and only when set: no public answer, listing
        /// document, feed or page has their key (`shownToPublic` clears them).
        public var isOwnersOnly: Bool { Self.ownersOnly.contains(self) }
        public static let ownersOnly: Set<Field> = [.privateMark, .reunitedHow, .reunitedLatitude, .reunitedLongitude]
        /// The fields of how the report ended, set only with `resolution` REUNITED.
        public static let reunion: [Field] = [.reunitedHow, .reunitedLatitude, .reunitedLongitude]
    }

    /// Where the pet was last seen or found, when both coordinates are given and in range.
    public var location: Coordinates? {
        guard let locationLatitude, let locationLongitude else { return nil }
        return Coordinates(latitude: locationLatitude, longitude: locationLongitude)
    }

    /// Where the pet was found when it came home, when both coordinates are given.
    public var reunitedPlace: Coordinates? {
        guard let reunitedLatitude, let reunitedLongitude else { return nil }
        return Coordinates(latitude: reunitedLatitude, longitude: reunitedLongitude)
    }

    /// The pseudo-field named when neither email nor phone is given.
    public static let contactField = "contact"
}

extension CreateAnnouncementRequest {
    /// This request as the server would store it (trimmed, phone and chip reduced to their digits),
    /// or every problem under the API's rules: the same check the server makes.
    public func validated(now: Date) -> Result<CreateAnnouncementRequest, ValidationFailure> {
        wireBody().flatMap { Self.validate($0, now: now) }
    }

    /// This request as the JSON object it is sent as; only a non-finite coordinate fails, as a body problem.
    func wireBody() -> Result<[String: JSONValue], ValidationFailure> {
        do {
            return .success(try JSONDecoder().decode([String: JSONValue].self, from: JSONEncoder().encode(self)))
        } catch {
            return .failure(
                ValidationFailure(errors: [ValidationError(field: "body", code: .invalidFormat, message: "\(error)")]))
        }
    }

    /// Every problem of this request under the API's rules (empty when it is valid).
    public func validationErrors(now: Date) -> [ValidationError] {
        if case .failure(let failure) = validated(now: now) { return failure.errors }
        return []
    }
}
