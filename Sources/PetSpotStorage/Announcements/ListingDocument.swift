import Foundation
import PetSpotDomain
import PetSpotPlaces

/// A listed report's JSON as the nearby list writes it, rendered (`AnnouncementRecord+JSON`) when the
/// report is stored and kept beside it: a page of twenty reports is then twenty copies, not twenty
/// rows decoded and encoded anew. The database keeps only the members' values (the keys are the same
/// for every report), so the stored copy is hardly larger than the row's columns; in memory it is the
/// whole object, so a report is written into a page as two copies and its distance.
///
/// It is never trusted blindly: a stored document counts only when it has this code's `format` and
/// was rendered for the row's current `updated_at` (every change of a report sets that). Any other
/// is ignored and the report rendered from its row, so a stale document can cost time, never truth.
public struct ListingDocument: Sendable, Equatable {
    /// Documents of another format are rendered again (`ListingDocuments.renderStale`), and read
    /// around until then. It follows the members and the gazetteer's data by itself (a checksum of
    /// their names and its version); raise `revision` when how a value is written changes.
    package static let format: Int64 = {
        let revision: UInt32 = 1
        // FNV-1a over the names: stable across runs and builds, unlike `Hasher`.
        var hash: UInt32 = 2_166_136_261
        for byte in (Announcement.listingKeys + [Gazetteer.dataVersion]).joined(separator: ",").utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        // Kept within the `integer` column both engines store it in.
        return Int64((hash ^ revision) & 0x7FFF_FFFF)
    }()

    /// The report's JSON object as the nearby list writes it, but for its distance.
    package let object: [UInt8]
    /// Where the distance goes in `object`: the end of the member before it.
    package let distanceOffset: Int

    /// A stored document: the values of `Announcement.listingKeys`' members, in that order,
    /// as JSON text, separated by `JSONWriter.memberSeparator`; `nil` unless it holds one a key.
    package init?(values: [UInt8]) {
        var writer = JSONWriter(capacity: values.count + Self.keysLength)
        guard let memberEnds = writer.object(keys: Announcement.listingKeys, values: values) else { return nil }
        object = writer.bytes
        distanceOffset = memberEnds[Announcement.listingKeysBeforeDistance - 1]
    }

    /// What `object` holds besides the values: its keys (quoted, with a colon) and braces; each
    /// separator between the values becomes a comma.
    private static let keysLength = Announcement.listingKeys.reduce(2) { $0 + $1.utf8.count + 3 }

    /// Renders `record`'s listing (its secrets are never part of it).
    package init(_ record: AnnouncementRecord) {
        self.init(values: Self.values(of: record))!
    }

    /// What the database keeps of `record`'s document: its members' values (see `init(values:)`).
    package static func values(of record: AnnouncementRecord) -> [UInt8] {
        var writer = JSONWriter(membersOnlyCapacity: 512)
        record.announcement().writeMembers(to: &writer)
        return writer.bytes
    }

    /// Whether a stored document of `format`, rendered for a row updated at `renderedFor`, shows the
    /// row updated at `updatedAt` (both in milliseconds).
    package static func isCurrent(format: Int64?, renderedFor: Int64?, updatedAt: Int64) -> Bool {
        format == Self.format && renderedFor == updatedAt
    }

    /// Writes the report's object as the next value, its distance among its members.
    package func write(distanceKilometres: Double, to json: inout JSONWriter) {
        json.object(
            object, splicing: "distanceKm", number: AnnouncementRecord.wireDistance(distanceKilometres),
            at: distanceOffset)
    }
}

/// A listed report as the nearby list needs it: what it is filtered and ordered by, and its JSON.
/// Immutable, and a class so that the many copies a search and its page make of it are one
/// reference count each, not one for each of its texts.
public final class ListedReport: Sendable, Equatable {
    /// The wire id (canonical lower-case text), the order of equally distant reports.
    public let id: String
    package let status: String
    package let species: String
    /// `Resolution`'s raw value, `nil` while open.
    package let resolution: String?
    /// In milliseconds, as stored.
    package let expiresAt: Int64
    package let point: Coordinates
    package let document: ListingDocument

    package init(
        id: String, status: String, species: String, resolution: String?, expiresAt: Int64, point: Coordinates,
        document: ListingDocument
    ) {
        self.id = id
        self.status = status
        self.species = species
        self.resolution = resolution
        self.expiresAt = expiresAt
        self.point = point
        self.document = document
    }

    /// `record` rendered as a listing; `nil` when it has no place (it is never listed then).
    package convenience init?(_ record: AnnouncementRecord) {
        guard let point = record.coordinates else { return nil }
        self.init(
            id: record.wireID, status: record.content.status.rawValue, species: record.content.species.rawValue,
            resolution: record.resolution?.rawValue, expiresAt: Timestamp.milliseconds(record.expiresAt),
            point: point, document: ListingDocument(record))
    }

    public static func == (left: ListedReport, right: ListedReport) -> Bool {
        left.id == right.id && left.status == right.status && left.species == right.species && left.point == right.point
            && left.resolution == right.resolution && left.expiresAt == right.expiresAt
            && left.document == right.document
    }
}
