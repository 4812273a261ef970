import Foundation
import PetSpotDomain
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Builds every request the client sends; pure (no I/O), so requests can be checked without a server.
struct RequestBuilder: Sendable {
    let baseURL: URL

    func createAnnouncement(
        _ body: CreateAnnouncementRequest, idempotencyKey: String?
    ) throws(PetSpotAPIError) -> URLRequest {
        var request = jsonRequest("POST", url: url(.announcements))
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let idempotencyKey {
            request.setValue(idempotencyKey, forHTTPHeaderField: "Idempotency-Key")
        }
        request.httpBody = try Self.json(body)
        return request
    }

    /// `value` as JSON. Only a non-finite number fails; the server would answer the same for a
    /// body it cannot read, so that is what the caller gets, without a request.
    static func json(_ value: some Encodable) throws(PetSpotAPIError) -> Data {
        do {
            return try JSONEncoder().encode(value)
        } catch {
            throw .rejected(
                status: 400,
                APIErrorEnvelope(
                    requestId: "", code: "INVALID_FORMAT",
                    message: "The request body could not be encoded as JSON: \(error)"))
        }
    }

    func announcements(_ query: AnnouncementQuery) -> URLRequest {
        jsonRequest("GET", url: Self.url(url(.announcements), query: query.parameters))
    }

    /// `owner`: its owner's read, which shows a private contact too.
    func announcement(id: String, as owner: Authorization? = nil) -> URLRequest {
        authorized(jsonRequest("GET", url: url(.announcement(.value(id)))), owner)
    }

    /// An owner's renewal: the report stays listed for another lifetime.
    func renewAnnouncement(id: String, as owner: Authorization) -> URLRequest {
        authorized(jsonRequest("POST", url: url(.renewal(.value(id)))), owner)
    }

    /// The report's mail: read (`stopped` nil), or stop or resume it.
    func mail(id: String, stopped: Bool?, as owner: Authorization) throws(PetSpotAPIError) -> URLRequest {
        let url = url(.mail(.value(id)))
        return authorized(
            try stopped.map { stopped throws(PetSpotAPIError) in try jsonBody("PUT", url: url, ["stopped": stopped]) }
                ?? jsonRequest("GET", url: url), owner)
    }

    func mailLanguage(id: String, language: Language, as owner: Authorization) throws(PetSpotAPIError) -> URLRequest {
        authorized(try jsonBody("PUT", url: url(.mail(.value(id))), ["language": language.rawValue]), owner)
    }

    func requestSignInLink(id: String) -> URLRequest {
        jsonRequest("POST", url: url(.signInLink(.value(id))))
    }

    func signIn(id: String, linkToken: String) throws(PetSpotAPIError) -> URLRequest {
        try jsonBody("POST", url: url(.signIn(.value(id))), ["token": linkToken])
    }

    func statistics() -> URLRequest {
        jsonRequest("GET", url: url(.statistics))
    }

    func reunionStatistics(species: Species?) -> URLRequest {
        let base = url(.reunionStatistics)
        return jsonRequest("GET", url: species.map { Self.url(base, query: [("species", $0.rawValue)]) } ?? base)
    }

    /// An owner's edit: a JSON merge patch (RFC 7396) of the create fields and `resolution`.
    func editAnnouncement(
        id: String, patch: [String: JSONValue], as owner: Authorization
    ) throws(PetSpotAPIError) -> URLRequest {
        var request = jsonRequest("PATCH", url: url(.announcement(.value(id))))
        request.setValue("application/merge-patch+json", forHTTPHeaderField: "Content-Type")
        request.setValue(owner.headerValue, forHTTPHeaderField: "Authorization")
        request.httpBody = try Self.json(patch)
        return request
    }

    func uploadPhoto(
        _ bytes: Data, fileName: String, type: PhotoType, to id: String, managementPassword: String,
        boundary: String = MultipartFormData.randomBoundary()
    ) -> URLRequest {
        let form = MultipartFormData(boundary: boundary)
        var request = jsonRequest("POST", url: url(.photos(.value(id))))
        request.setValue(form.contentType, forHTTPHeaderField: "Content-Type")
        request.setValue(
            Authorization.owner(announcementID: id, managementPassword: managementPassword).headerValue,
            forHTTPHeaderField: "Authorization")
        request.httpBody = form.body(field: "photo", fileName: fileName, mimeType: type.mimeType, bytes: bytes)
        return request
    }

    func deleteAnnouncement(id: String, as authorization: Authorization) -> URLRequest {
        authorized(jsonRequest("DELETE", url: url(.announcement(.value(id)))), authorization)
    }

    func taxonomy(ifNoneMatch etag: String?) -> URLRequest {
        var request = jsonRequest("GET", url: url(.taxonomy))
        if let etag {
            request.setValue(etag, forHTTPHeaderField: "If-None-Match")
        }
        return request
    }

    func health() -> URLRequest {
        jsonRequest("GET", url: url(.health))
    }

    /// A GET of a server path such as a `photoUrl`; images may come from the HTTP cache (their names never change).
    func data(atPath path: String) -> URLRequest {
        var request = URLRequest(url: Self.url(baseURL, serverPath: path))
        request.httpMethod = "GET"
        return request
    }

    /// An API request that always reaches the server: a cached list or taxonomy would hide
    /// new reports, and a conditional taxonomy request must see the server's own 304.
    func jsonRequest(_ method: String, url: URL) -> URLRequest {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData)
        request.httpMethod = method
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        return request
    }

    /// A request carrying `value` as its JSON body.
    func jsonBody(_ method: String, url: URL, _ value: some Encodable) throws(PetSpotAPIError) -> URLRequest {
        var request = jsonRequest(method, url: url)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try Self.json(value)
        return request
    }

    /// `request` with `authorization`'s header, when there is one.
    func authorized(_ request: URLRequest, _ authorization: Authorization?) -> URLRequest {
        var request = request
        if let authorization { request.setValue(authorization.headerValue, forHTTPHeaderField: "Authorization") }
        return request
    }
}
