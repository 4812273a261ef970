import Foundation
import PetSpotDomain

/// A report on the wire (`Announcement`'s JSON), with `managementPassword` in the answer to create.
package struct AnnouncementResponse: Encodable {
    package let announcement: Announcement
    package var managementPassword: ManagementPassword?

    /// `forOwner`: the whole report, private contact included (the answer to create, a read with the
    /// report's password); else what anyone may see.
    package init(
        _ record: AnnouncementRecord, distanceKilometres: Double? = nil, managementPassword: ManagementPassword? = nil,
        forOwner: Bool = false,
        alertsSent: Int? = nil
    ) {
        self.announcement = record.announcement(
            distanceKilometres: distanceKilometres, forOwner: forOwner, alertsSent: alertsSent)
        self.managementPassword = managementPassword
    }

    private enum Key: String, CodingKey { case managementPassword }

    package func encode(to encoder: any Encoder) throws {
        try announcement.encode(to: encoder)
        if let managementPassword {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(managementPassword.description, forKey: .managementPassword)
        }
    }
}

/// A page of a listing: `{"data":[…],"nextCursor":…}`.
package struct ListingPageResponse: Encodable {
    package let data: [AnnouncementResponse]
    package let nextCursor: String?

    package init(data: [AnnouncementResponse], nextCursor: String?) {
        self.data = data
        self.nextCursor = nextCursor
    }

    private enum Key: String, CodingKey { case data, nextCursor }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(data, forKey: .data)
        try container.encode(nextCursor, forKey: .nextCursor)
    }
}

extension AnnouncementResponse: JSONWritable {
    /// The same document as `encode(to:)`, keys in sorted order.
    package func write(to json: inout JSONWriter) {
        json.object { json in announcement.writeMembers(to: &json, managementPassword: managementPassword) }
    }
}

extension ListingPageResponse: JSONWritable {
    package func write(to json: inout JSONWriter) {
        json.object { json in
            json.key("data")
            json.array { json in for item in data { item.write(to: &json) } }
            json.key("nextCursor")
            json.string(nextCursor)
        }
    }
}

/// A page of the nearby list, written from the reports' stored documents: the same bytes as a
/// `ListingPageResponse` of `AnnouncementResponse`s with their distances (a test compares them).
package struct NearbyPageResponse: JSONWritable, Sendable {
    package let data: [MeasuredListing]
    package let nextCursor: String?

    package init(data: [MeasuredListing], nextCursor: String?) {
        self.data = data
        self.nextCursor = nextCursor
    }

    package func write(to json: inout JSONWriter) {
        json.object { json in
            json.key("data")
            json.array { json in
                for item in data { item.report.document.write(distanceKilometres: item.distanceKilometres, to: &json) }
            }
            json.key("nextCursor")
            json.string(nextCursor)
        }
    }
}
