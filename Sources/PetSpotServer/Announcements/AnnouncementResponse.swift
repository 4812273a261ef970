import Foundation
import PetSpotDomain

/// An announcement on the wire: every key always present, `null` where empty; `distanceKm` only
/// in location listings and `managementPassword` only in the answer to create.
struct AnnouncementResponse: Encodable {
    let record: AnnouncementRecord
    var distanceKilometres: Double?
    var managementPassword: ManagementPassword?

    init(_ record: AnnouncementRecord, distanceKilometres: Double? = nil, managementPassword: ManagementPassword? = nil) {
        self.record = record
        self.distanceKilometres = distanceKilometres
        self.managementPassword = managementPassword
    }

    private enum Key: String, CodingKey {
        case id, status, petName, species, breed, sex, age, description, microchipNumber
        case locationLatitude, locationLongitude, lastSeenDate, email, phone, reward, photoUrl
        case createdAt, updatedAt, distanceKm, managementPassword
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        let content = record.content
        try container.encode(record.wireID, forKey: .id)
        try container.encode(content.status, forKey: .status)
        try container.encode(content.petName, forKey: .petName)
        try container.encode(content.species, forKey: .species)
        try container.encode(content.breed, forKey: .breed)
        try container.encode(content.sex, forKey: .sex)
        try container.encode(content.age, forKey: .age)
        try container.encode(content.description, forKey: .description)
        try container.encode(content.microchipNumber, forKey: .microchipNumber)
        try container.encode(content.locationLatitude, forKey: .locationLatitude)
        try container.encode(content.locationLongitude, forKey: .locationLongitude)
        try container.encode(content.lastSeenDate.iso, forKey: .lastSeenDate)
        try container.encode(content.email, forKey: .email)
        try container.encode(content.phone, forKey: .phone)
        try container.encode(content.reward, forKey: .reward)
        try container.encode(record.photoURL, forKey: .photoUrl)
        try container.encode(Timestamp.string(record.createdAt), forKey: .createdAt)
        try container.encode(Timestamp.string(record.updatedAt), forKey: .updatedAt)
        if let distanceKilometres {
            try container.encode(AnnouncementRecord.wireDistance(distanceKilometres), forKey: .distanceKm)
        }
        if let managementPassword {
            try container.encode(managementPassword.description, forKey: .managementPassword)
        }
    }
}

/// A page of a listing: `{"data":[…],"nextCursor":…}`.
struct ListingPageResponse: Encodable {
    let data: [AnnouncementResponse]
    let nextCursor: String?

    private enum Key: String, CodingKey { case data, nextCursor }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(data, forKey: .data)
        try container.encode(nextCursor, forKey: .nextCursor)
    }
}

extension AnnouncementResponse: JSONWritable {
    /// The same document as `encode(to:)`, keys in sorted order.
    func write(to json: inout JSONWriter) {
        json.object { json in
            record.writeListingMembersBeforeDistance(to: &json)
            if let distanceKilometres {
                json.key("distanceKm"); json.number(AnnouncementRecord.wireDistance(distanceKilometres))
            }
            record.writeListingMembersAfterDistance(to: &json, managementPassword: managementPassword)
        }
    }
}

extension ListingPageResponse: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.key("data")
            json.array { json in for item in data { item.write(to: &json) } }
            json.key("nextCursor"); json.string(nextCursor)
        }
    }
}

/// A page of the nearby list, written from the reports' stored documents: the same bytes as a
/// `ListingPageResponse` of `AnnouncementResponse`s with their distances (a test compares them).
struct NearbyPageResponse: JSONWritable, Sendable {
    let data: [MeasuredListing]
    let nextCursor: String?

    func write(to json: inout JSONWriter) {
        json.object { json in
            json.key("data")
            json.array { json in
                for item in data { item.report.document.write(distanceKilometres: item.distanceKilometres, to: &json) }
            }
            json.key("nextCursor"); json.string(nextCursor)
        }
    }
}
