import Foundation
import PetSpotDomain

/// A report on the wire (`Announcement`'s JSON), with `managementPassword` in the answer to create.
struct AnnouncementResponse: Encodable {
    let announcement: Announcement
    var managementPassword: ManagementPassword?

    /// `forOwner`: the whole report, private contact included (the answer to create, a read with the
    /// report's password); else what anyone may see.
    init(_ record: AnnouncementRecord, distanceKilometres: Double? = nil, managementPassword: ManagementPassword? = nil, forOwner: Bool = false) {
        self.announcement = record.announcement(distanceKilometres: distanceKilometres, forOwner: forOwner)
        self.managementPassword = managementPassword
    }

    private enum Key: String, CodingKey { case managementPassword }

    func encode(to encoder: any Encoder) throws {
        try announcement.encode(to: encoder)
        if let managementPassword {
            var container = encoder.container(keyedBy: Key.self)
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
        json.object { json in announcement.writeMembers(to: &json, managementPassword: managementPassword) }
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
