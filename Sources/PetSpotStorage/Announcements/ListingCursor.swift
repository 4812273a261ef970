import Foundation

/// Where a listing's previous page ended, handed to clients as an opaque base64url token. It remembers
/// the query it belongs to, so it cannot silently be reused with other filters.
package enum ListingCursor: Sendable, Equatable, Codable {
    case newest(NewestPosition, filter: ListingFilter)
    case nearest(distanceKilometres: Double, id: String, nearby: ListingQuery.Nearby, filter: ListingFilter)

    package init?(token: String) {
        var base64 = token.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard token.count <= 1024, let data = Data(base64Encoded: base64),
            let cursor = try? JSONDecoder().decode(ListingCursor.self, from: data)
        else { return nil }
        self = cursor
    }

    package var token: String {
        let data = (try? JSONEncoder().encode(self)) ?? Data()
        return data.base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    package func belongs(to query: ListingQuery) -> Bool {
        switch self {
        case .newest(_, let filter): query.nearby == nil && query.filter == filter
        case .nearest(_, _, let nearby, let filter): query.nearby == nearby && query.filter == filter
        }
    }
}
