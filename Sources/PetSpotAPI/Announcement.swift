import Foundation
import PetSpotDomain

/// A published report as the API returns it; every optional is `nil` where the reporter gave nothing.
public struct Announcement: Hashable, Sendable, Codable {
    /// The announcement's id (a UUID string), used in every path that names it.
    public var id: String
    /// Whether the pet is missing or was found.
    public var status: AnnouncementStatus
    /// The pet's name.
    public var petName: String?
    /// The pet's species (a taxonomy id).
    public var species: Species
    /// The breed, as the reporter gave it.
    public var breed: String?
    /// The pet's sex.
    public var sex: Sex
    /// Age in whole years (0 often means "unknown").
    public var age: Int?
    /// Free description; may contain line breaks.
    public var description: String?
    /// The microchip number, digits only.
    public var microchipNumber: String?
    /// Latitude of where the pet was last seen or found.
    public var locationLatitude: Double?
    /// Longitude of where the pet was last seen or found.
    public var locationLongitude: Double?
    /// The day the pet was last seen (MISSING) or found (FOUND).
    public var lastSeenDate: CalendarDate
    /// Contact email.
    public var email: String?
    /// Contact phone, `+` and digits only.
    public var phone: String?
    /// A reward offered, as free text.
    public var reward: String?
    /// The photo's path on the server (`/images/<file>`); load it with `PetSpotClient.data(atPath:)`.
    public var photoUrl: String?
    /// When the announcement was created.
    public var createdAt: Date
    /// When the announcement last changed.
    public var updatedAt: Date
    /// Distance in km from the query point; only on items of a location query.
    public var distanceKm: Double?

    /// Creates an announcement value, e.g. for previews and tests.
    public init(
        id: String, status: AnnouncementStatus, petName: String? = nil, species: Species, breed: String? = nil,
        sex: Sex, age: Int? = nil, description: String? = nil, microchipNumber: String? = nil,
        locationLatitude: Double? = nil, locationLongitude: Double? = nil, lastSeenDate: CalendarDate,
        email: String? = nil, phone: String? = nil, reward: String? = nil, photoUrl: String? = nil,
        createdAt: Date, updatedAt: Date, distanceKm: Double? = nil
    ) {
        self.id = id
        self.status = status
        self.petName = petName
        self.species = species
        self.breed = breed
        self.sex = sex
        self.age = age
        self.description = description
        self.microchipNumber = microchipNumber
        self.locationLatitude = locationLatitude
        self.locationLongitude = locationLongitude
        self.lastSeenDate = lastSeenDate
        self.email = email
        self.phone = phone
        self.reward = reward
        self.photoUrl = photoUrl
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.distanceKm = distanceKm
    }

    /// The location as domain coordinates, when both values are present and in range.
    public var location: Coordinates? {
        guard let locationLatitude, let locationLongitude else { return nil }
        return Coordinates(latitude: locationLatitude, longitude: locationLongitude)
    }
}
