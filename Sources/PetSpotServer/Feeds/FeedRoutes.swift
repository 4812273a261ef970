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
        router.get(RouterPath(SitePath.atomFeed.pattern)) { request, _ in
            let parameters = request.queryParameters
            let language = try Self.language(of: request)
            return try await Language.speaking(language) {
                let reports = try await services.feed(parameters)
                let query = Self.queryString(parameters)
                let feed = AtomFeed(
                    title: Self.title(parameters), selfURL: site + SitePath.atomFeed.path + query,
                    pageURL: site + SitePath.reports.path + query, publicURL: site, reports: reports, language: language
                )
                return Self.answer(
                    Array(feed.document.utf8), type: "application/atom+xml; charset=utf-8", in: language, to: request)
            }
        }
        router.get(RouterPath(SitePath.geoJSONFeed.pattern)) { request, _ in
            let language = try Self.language(of: request)
            return try await Language.speaking(language) {
                let reports = try await services.feed(request.queryParameters)
                return Self.answer(
                    try GeoJSONFeed(publicURL: site, reports: reports).body(), type: "application/geo+json",
                    in: language, to: request)
            }
        }
    }

    /// The language a feed is written in: `?lang=` (the links a page gives name the page's), else
    /// the reader's `Accept-Language`, else English. A feed is read by programs that keep its
    /// address, so the page's links say it rather than leave it to whoever fetches them.
    static func language(of request: Request) throws -> Language {
        if let code = request.uri.queryParameters.get("lang") {
            guard let language = Language(rawValue: code) else {
                let known = Language.allCases.map(\.rawValue).joined(separator: ", ")
                throw ServiceError.invalidParameter(
                    "lang", "lang must be one of \(known), the language the feed is written in; it was \"\(code)\"")
            }
            return language
        }
        return request.headers[.acceptLanguage].flatMap(Language.negotiated) ?? .source
    }

    /// The feed's own query, the keys it reads only, in a stable order (its `id` must not change with the order typed).
    private static func queryString(_ parameters: [String: String]) -> String {
        let kept = parameters.filter { PetSpotServices.feedParameters.contains($0.key) || $0.key == "lang" }.sorted {
            $0.key < $1.key
        }
        guard !kept.isEmpty else { return "" }
        var components = URLComponents()
        components.queryItems = kept.map { URLQueryItem(name: $0.key, value: $0.value) }
        return "?" + (components.percentEncodedQuery ?? "")
    }

    /// "Lost and found pets near 50.06, 19.94 (5 km)", or "Lost and found pets on PetSpot".
    private static func title(_ parameters: [String: String]) -> String {
        let kind = Copy.Feeds.kind(parameters["status"].flatMap { AnnouncementStatus(rawValue: $0.uppercased()) })
        guard let latitude = parameters["lat"], let longitude = parameters["lng"] else {
            return Copy.Feeds.everywhere(kind)
        }
        return Copy.Feeds.near(
            kind, latitude: latitude, longitude: longitude,
            range: parameters["range"] ?? String(ListingQuery.defaultRange))
    }

    /// `body` with its ETag, or 304 when the reader already has it; in `language`, which without
    /// `?lang=` came from `Accept-Language` (so caches keep one per language).
    private static func answer(_ body: [UInt8], type: String, in language: Language, to request: Request) -> Response {
        let etag = EntityTag.of(body)
        var headers: HTTPFields = [.eTag: etag, .cacheControl: "no-cache", .contentLanguage: language.rawValue]
        if request.uri.queryParameters.get("lang") == nil { headers[.vary] = "Accept-Language" }
        if let tags = request.headers[.ifNoneMatch], EntityTag.matches(tags, etag: etag) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = type
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}
