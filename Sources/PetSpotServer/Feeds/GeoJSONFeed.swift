import Foundation
import PetSpotDomain

/// Reports as GeoJSON (RFC 7946): a `FeatureCollection` whose features are points at
/// `[longitude, latitude]` (the RFC's order), each with the report's public keys, as any public
/// answer shows them (`place.words` in the feed's language), and `url`, its page.
struct GeoJSONFeed {
    /// The site's public address, before each report's path.
    let publicURL: String
    let reports: [Announcement]

    func body() throws -> [UInt8] {
        let features = try reports.compactMap { report -> JSONValue? in
            guard let place = report.location else { return nil }
            var properties = try JSONDecoder().decode(
                [String: JSONValue].self, from: JSONResponse.encoder.encode(report))
            properties["url"] = .string(publicURL + SitePath.report(.value(report.id)).path)
            // The place's words in the feed's language, as the Atom feed's summary says them.
            if case .object(var place)? = properties["place"], let words = report.place?.words {
                place["words"] = .string(words)
                properties["place"] = .object(place)
            }
            return .object([
                "type": .string("Feature"),
                "id": .string(report.id),
                "geometry": .object([
                    "type": .string("Point"),
                    "coordinates": .array([.number(place.longitude), .number(place.latitude)]),
                ]),
                "properties": .object(properties),
            ])
        }
        return Array(
            try JSONResponse.encoder.encode(
                JSONValue.object(["type": .string("FeatureCollection"), "features": .array(features)])))
    }
}
