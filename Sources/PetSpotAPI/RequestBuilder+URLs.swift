import Foundation
import PetSpotDomain

extension RequestBuilder {
    /// The API's address `path` under the base URL: every request's, from the one description of
    /// the API's paths that the server's routes are registered from.
    func url(_ path: APIPath) -> URL {
        Self.url(baseURL, serverPath: path.path)
    }

    /// Characters left as they are in a query value (RFC 3986 unreserved); everything else is
    /// percent-encoded, notably `+`, which servers read as a space, and would corrupt a cursor.
    private static let queryValueAllowed = CharacterSet(
        charactersIn:
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// `url` with the query `parameters`, or `url` unchanged when there are none.
    static func url(_ url: URL, query parameters: [(name: String, value: String)]) -> URL {
        guard !parameters.isEmpty,
            var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        else { return url }
        components.percentEncodedQuery = parameters.map { name, value in
            let encoded = value.addingPercentEncoding(withAllowedCharacters: queryValueAllowed) ?? value
            return "\(name)=\(encoded)"
        }.joined(separator: "&")
        return components.url ?? url
    }

    /// A server path (`/images/x.jpg`) under `base`, keeping any path prefix the base URL has
    /// (a server behind `https://host/petspot/` serves its images at `/petspot/images/…`).
    static func url(_ base: URL, serverPath path: String) -> URL {
        let relative = path.drop { $0 == "/" }
        let prefix = base.absoluteString.hasSuffix("/") ? base.absoluteString : base.absoluteString + "/"
        // The path is already percent-encoded as the server wrote it; fall back to encoding it
        // only when it is not a valid URL as is.
        return URL(string: prefix + relative) ?? base.appending(path: String(relative))
    }
}
