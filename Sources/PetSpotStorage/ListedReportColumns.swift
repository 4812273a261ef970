import Foundation
import PetSpotDomain

/// What the nearby list reads of a listed report, in this order: SQLite's memory (`ListingMirror`)
/// when it loads, PostgreSQL's index-only scan (`PostgresStatements.Nearest`).
package enum ListedReportColumn: Int32, CaseIterable {
    case id, status, species, latitude, longitude, updatedAt
    /// Whether the default lists show it (open and unexpired) or a list of resolved ones does.
    case resolution, expiresAt
    /// The stored `ListingDocument`, and what decides whether it is current.
    case json, format, renderedFor

    package var name: String {
        switch self {
        case .id: "id"
        case .status: "status"
        case .species: "species"
        case .latitude: "latitude"
        case .longitude: "longitude"
        case .updatedAt: "updated_at"
        case .resolution: "resolution"
        case .expiresAt: "expires_at"
        case .json: "listing_json"
        case .format: "listing_format"
        case .renderedFor: "listing_rendered_for"
        }
    }

    package static let list = allCases.map(\.name).joined(separator: ", ")
    /// The document's columns, which `announcements` holds after its own (`AnnouncementColumn`).
    package static let document: [ListedReportColumn] = [.json, .format, .renderedFor]

    package static let documentNames = document.map(\.name)
}
