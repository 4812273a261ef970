import Foundation
import PetSpotDomain

/// A listed report's JSON as the nearby list writes it, rendered by `AnnouncementResponse` when the
/// report is stored and kept beside it: a page of twenty reports is then twenty copies, not twenty
/// rows decoded and encoded anew. Only the members' values are kept (the keys are the same for every
/// report and put back as it is written), so the stored copy is hardly larger than the row's columns,
/// and a nearby search reads no more pages for it.
///
/// It is never trusted blindly: a stored document counts only when it has this code's `format` and
/// was rendered for the row's current `updated_at` (every change of a report sets that). Any other
/// is ignored and the report rendered from its row, so a stale document can cost time, never truth.
public struct ListingDocument: Sendable, Equatable {
    /// Raise it whenever `AnnouncementResponse`'s JSON changes: documents of another format are
    /// rendered again (`SQLAnnouncementStore.renderStaleListings`), and read around until then.
    static let format: Int64 = 1

    /// The values of `AnnouncementResponse.listingKeys`' members, in that order, as JSON text,
    /// separated by `JSONWriter.memberSeparator`.
    let values: [UInt8]

    /// A stored document; `nil` unless it holds one value for each key.
    init?(values: [UInt8]) {
        guard values.lazy.filter({ $0 == JSONWriter.memberSeparator }).count == AnnouncementResponse.listingKeys.count - 1 else { return nil }
        self.values = values
    }

    /// Renders `record`'s listing (its secrets are never part of it).
    init(_ record: AnnouncementRecord) {
        let response = AnnouncementResponse(record)
        var writer = JSONWriter(membersOnlyCapacity: 512)
        response.writeMembersBeforeDistance(to: &writer)
        response.writeMembersAfterDistance(to: &writer)
        values = writer.bytes
    }

    /// Whether a stored document of `format`, rendered for a row updated at `renderedFor`, shows the
    /// row updated at `updatedAt` (both in milliseconds).
    static func isCurrent(format: Int64?, renderedFor: Int64?, updatedAt: Int64) -> Bool {
        format == Self.format && renderedFor == updatedAt
    }

    /// Writes the report's object as the next value, its distance among its members.
    func write(distanceKilometres: Double, to json: inout JSONWriter) {
        json.object(keys: AnnouncementResponse.listingKeys, values: values, splicing: "distanceKm",
                    number: AnnouncementResponse.wireDistance(distanceKilometres), after: AnnouncementResponse.listingKeysBeforeDistance - 1)
    }
}

/// A listed report as the nearby list needs it: what it is filtered and ordered by, and its JSON.
public struct ListedReport: Sendable, Equatable {
    /// The wire id (canonical lower-case text), the order of equally distant reports.
    public let id: String
    let status: String
    let species: String
    let point: Coordinates
    let document: ListingDocument

    init(id: String, status: String, species: String, point: Coordinates, document: ListingDocument) {
        self.id = id
        self.status = status
        self.species = species
        self.point = point
        self.document = document
    }

    /// `record` rendered as a listing; `nil` when it has no place (it is never listed then).
    init?(_ record: AnnouncementRecord) {
        guard let point = record.coordinates else { return nil }
        self.init(id: record.wireID, status: record.content.status.rawValue, species: record.content.species.rawValue,
                  point: point, document: ListingDocument(record))
    }
}
