import Foundation

// The wire forms of sightings and messages (`api-v1.md`, Reunification): times as `Timestamp`,
// the point as `locationLatitude`/`locationLongitude`, absent optionals as `null` in answers and
// left out of requests.

extension SightingRequest: Codable {
    private enum Keys: String, CodingKey {
        case seenAt, locationLatitude, locationLongitude, note, email, phone
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        self.init(
            seenAt: try Timestamp.decode(.seenAt, in: container),
            location: try Coordinates.decode(.locationLatitude, .locationLongitude, in: container),
            note: try container.decodeIfPresent(String.self, forKey: .note),
            email: try container.decodeIfPresent(String.self, forKey: .email),
            phone: try container.decodeIfPresent(String.self, forKey: .phone))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(Timestamp.string(seenAt), forKey: .seenAt)
        try container.encode(location.latitude, forKey: .locationLatitude)
        try container.encode(location.longitude, forKey: .locationLongitude)
        try container.encodeIfPresent(note, forKey: .note)
        try container.encodeIfPresent(email, forKey: .email)
        try container.encodeIfPresent(phone, forKey: .phone)
    }
}

extension Sighting: Codable {
    private enum Keys: String, CodingKey {
        case id, announcementId, seenAt, locationLatitude, locationLongitude, note, email, phone, createdAt, warnings
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            announcementId: try container.decode(String.self, forKey: .announcementId),
            seenAt: try Timestamp.decode(.seenAt, in: container),
            location: try Coordinates.decode(.locationLatitude, .locationLongitude, in: container),
            note: try container.decodeIfPresent(String.self, forKey: .note),
            email: try container.decodeIfPresent(String.self, forKey: .email),
            phone: try container.decodeIfPresent(String.self, forKey: .phone),
            createdAt: try Timestamp.decode(.createdAt, in: container),
            warnings: try container.decodeIfPresent([ScamWarning].self, forKey: .warnings))
    }

    /// The witness's `email` and `phone`, and the warnings, are written when present: the server
    /// answers the public with `shownToPublic`, which has none of them.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(id, forKey: .id)
        try container.encode(announcementId, forKey: .announcementId)
        try container.encode(Timestamp.string(seenAt), forKey: .seenAt)
        try container.encode(location.latitude, forKey: .locationLatitude)
        try container.encode(location.longitude, forKey: .locationLongitude)
        try container.encode(note, forKey: .note)
        try container.encodeIfPresent(email, forKey: .email)
        try container.encodeIfPresent(phone, forKey: .phone)
        try container.encode(Timestamp.string(createdAt), forKey: .createdAt)
        try container.encodeIfPresent(warnings, forKey: .warnings)
    }
}

extension MessageRequest: Codable {
    private enum Keys: String, CodingKey {
        case message, replyEmail, replyPhone
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        self.init(
            message: try container.decode(String.self, forKey: .message),
            replyEmail: try container.decodeIfPresent(String.self, forKey: .replyEmail),
            replyPhone: try container.decodeIfPresent(String.self, forKey: .replyPhone))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(message, forKey: .message)
        try container.encodeIfPresent(replyEmail, forKey: .replyEmail)
        try container.encodeIfPresent(replyPhone, forKey: .replyPhone)
    }
}

extension OwnerMessage: Codable {
    private enum Keys: String, CodingKey {
        case id, message, replyEmail, replyPhone, createdAt, warnings, verdict
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            message: try container.decode(String.self, forKey: .message),
            replyEmail: try container.decodeIfPresent(String.self, forKey: .replyEmail),
            replyPhone: try container.decodeIfPresent(String.self, forKey: .replyPhone),
            createdAt: try Timestamp.decode(.createdAt, in: container),
            warnings: try container.decodeIfPresent([ScamWarning].self, forKey: .warnings),
            verdict: try container.decodeIfPresent(MessageVerdict.self, forKey: .verdict))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(id, forKey: .id)
        try container.encode(message, forKey: .message)
        try container.encode(replyEmail, forKey: .replyEmail)
        try container.encode(replyPhone, forKey: .replyPhone)
        try container.encode(Timestamp.string(createdAt), forKey: .createdAt)
        try container.encode(warnings, forKey: .warnings)
        try container.encode(verdict, forKey: .verdict)
    }
}

extension Coordinates {
    /// The point under two keys of `container`, both required and in range.
    static func decode<Key: CodingKey>(
        _ latitude: Key, _ longitude: Key, in container: KeyedDecodingContainer<Key>
    ) throws -> Coordinates {
        guard
            let point = Coordinates(
                latitude: try container.decode(Double.self, forKey: latitude),
                longitude: try container.decode(Double.self, forKey: longitude))
        else {
            throw DecodingError.dataCorruptedError(
                forKey: latitude, in: container, debugDescription: "Coordinates out of range")
        }
        return point
    }
}
