import Foundation
import Hummingbird
import PetSpotCore
import PetSpotDomain
import PetSpotStorage

/// `GET /feeds/reports.atom` and `GET /feeds/reports.geojson`: the list's reports (its query, rules
/// and messages; at most 100, nearest first around a place, else newest) for feed readers and
/// maps, each with an `ETag` so a reader that is current gets a 304.
struct FeedRoutes {
    let services: PetSpotServices
    /// The site's address as people reach it (`--public-url`, no trailing slash): feeds are read
    /// elsewhere, so every link is absolute.
    let site: String

    func register(on router: Router<PetSpotRequestContext>) {
        router.get("feeds/reports.atom") { request, _ in
            let parameters = request.queryParameters
            let reports = try await services.feed(parameters)
            let query = Self.queryString(parameters)
            let feed = AtomFeed(title: Self.title(parameters), selfURL: site + "/feeds/reports.atom" + query,
                                pageURL: site + "/reports" + query, publicURL: site, reports: reports)
            return Self.answer(Array(feed.document.utf8), type: "application/atom+xml; charset=utf-8", to: request)
        }
        router.get("feeds/reports.geojson") { request, _ in
            let reports = try await services.feed(request.queryParameters)
            return Self.answer(try GeoJSONFeed(publicURL: site, reports: reports).body(), type: "application/geo+json", to: request)
        }
    }

    /// The feed's own query, the keys it reads only, in a stable order (its `id` must not change with the order typed).
    private static func queryString(_ parameters: [String: String]) -> String {
        let kept = parameters.filter { PetSpotServices.feedParameters.contains($0.key) }.sorted { $0.key < $1.key }
        guard !kept.isEmpty else { return "" }
        var components = URLComponents()
        components.queryItems = kept.map { URLQueryItem(name: $0.key, value: $0.value) }
        return "?" + (components.percentEncodedQuery ?? "")
    }

    /// "Lost and found pets near 50.06, 19.94 (5 km)", or "Lost and found pets on PetSpot".
    private static func title(_ parameters: [String: String]) -> String {
        let kind = Copy.Feeds.kind(parameters["status"].flatMap { AnnouncementStatus(rawValue: $0.uppercased()) })
        guard let latitude = parameters["lat"], let longitude = parameters["lng"] else { return Copy.Feeds.everywhere(kind) }
        return Copy.Feeds.near(kind, latitude: latitude, longitude: longitude, range: parameters["range"] ?? String(ListingQuery.defaultRange))
    }

    /// `body` with its ETag, or 304 when the reader already has it.
    private static func answer(_ body: [UInt8], type: String, to request: Request) -> Response {
        let etag = EntityTag.of(body)
        if let tags = request.headers[.ifNoneMatch], EntityTag.matches(tags, etag: etag) {
            return Response(status: .notModified, headers: [.eTag: etag, .cacheControl: "no-cache"])
        }
        return Response(status: .ok, headers: [.contentType: type, .eTag: etag, .cacheControl: "no-cache"],
                        body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}
