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

    public init(
        status: AnnouncementStatus, species: Species, sex: Sex, lastSeenDate: CalendarDate,
        location: Coordinates? = nil, petName: String? = nil, breed: String? = nil, age: Int? = nil,
        description: String? = nil, microchipNumber: String? = nil,
        email: String? = nil, phone: String? = nil, reward: String? = nil
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
    }

    /// The wire field names, in the contract's order (which is the order problems are reported in).
    public enum Field: String, CaseIterable, Sendable {
        case status, species, sex, lastSeenDate, locationLatitude, locationLongitude
        case petName, breed, age, description, microchipNumber, email, phone, reward
    }

    /// The pseudo-field named when neither email nor phone is given.
    public static let contactField = "contact"
}

extension CreateAnnouncementRequest {
    /// Every problem of this request under the API's rules: the same check the server makes.
    public func validationErrors(now: Date) -> [ValidationError] {
        do {
            let body = try JSONDecoder().decode([String: JSONValue].self, from: JSONEncoder().encode(self))
            if case .failure(let failure) = Self.validate(body, now: now) { return failure.errors }
            return []
        } catch {
            return [ValidationError(field: "body", code: .invalidFormat, message: "\(error)")]
        }
    }
}
