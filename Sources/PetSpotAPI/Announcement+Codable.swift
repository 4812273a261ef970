import Foundation
import PetSpotDomain

// Hand-written so timestamps are the wire's ISO 8601 strings whatever date strategy the
// caller's JSONDecoder/JSONEncoder uses; unknown keys are ignored, as with synthesised code.
extension Announcement {
    enum CodingKeys: String, CodingKey {
        case id, status, petName, species, breed, sex, age, description, microchipNumber
        case locationLatitude, locationLongitude, lastSeenDate, email, phone, reward, photoUrl
        case createdAt, updatedAt, distanceKm
    }

    /// Decodes the API's JSON form; keys this build does not know are ignored.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            status: try container.decode(AnnouncementStatus.self, forKey: .status),
            petName: try container.decodeIfPresent(String.self, forKey: .petName),
            species: try container.decode(Species.self, forKey: .species),
            breed: try container.decodeIfPresent(String.self, forKey: .breed),
            sex: try container.decode(Sex.self, forKey: .sex),
            age: try container.decodeIfPresent(Int.self, forKey: .age),
            description: try container.decodeIfPresent(String.self, forKey: .description),
            microchipNumber: try container.decodeIfPresent(String.self, forKey: .microchipNumber),
            locationLatitude: try container.decodeIfPresent(Double.self, forKey: .locationLatitude),
            locationLongitude: try container.decodeIfPresent(Double.self, forKey: .locationLongitude),
            lastSeenDate: try container.decode(CalendarDate.self, forKey: .lastSeenDate),
            email: try container.decodeIfPresent(String.self, forKey: .email),
            phone: try container.decodeIfPresent(String.self, forKey: .phone),
            reward: try container.decodeIfPresent(String.self, forKey: .reward),
            photoUrl: try container.decodeIfPresent(String.self, forKey: .photoUrl),
            createdAt: try Timestamp.decode(.createdAt, in: container),
            updatedAt: try Timestamp.decode(.updatedAt, in: container),
            distanceKm: try container.decodeIfPresent(Double.self, forKey: .distanceKm)
        )
    }

    /// Encodes the API's JSON form: every contract key, `null` where empty; `distanceKm` only when set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(status, forKey: .status)
        try container.encode(petName, forKey: .petName)
        try container.encode(species, forKey: .species)
        try container.encode(breed, forKey: .breed)
        try container.encode(sex, forKey: .sex)
        try container.encode(age, forKey: .age)
        try container.encode(description, forKey: .description)
        try container.encode(microchipNumber, forKey: .microchipNumber)
        try container.encode(locationLatitude, forKey: .locationLatitude)
        try container.encode(locationLongitude, forKey: .locationLongitude)
        try container.encode(lastSeenDate, forKey: .lastSeenDate)
        try container.encode(email, forKey: .email)
        try container.encode(phone, forKey: .phone)
        try container.encode(reward, forKey: .reward)
        try container.encode(photoUrl, forKey: .photoUrl)
        try container.encode(Timestamp.format(createdAt), forKey: .createdAt)
        try container.encode(Timestamp.format(updatedAt), forKey: .updatedAt)
        try container.encodeIfPresent(distanceKm, forKey: .distanceKm)
    }
}
