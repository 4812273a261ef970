import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An async client for PetSpot's HTTP API v1; a value you can share freely across tasks.
public struct PetSpotClient: Sendable {
    /// The server's root, e.g. `https://petspot.example` (a path prefix is kept).
    public let baseURL: URL
    private let session: URLSession
    /// Sent with every request, besides each call's own (a server's own pages name their visitor).
    private let additionalHeaders: [String: String]

    /// A client for the server at `baseURL`, sending through `session`.
    public init(baseURL: URL, session: URLSession = .shared, additionalHeaders: [String: String] = [:]) {
        self.baseURL = baseURL
        self.session = session
        self.additionalHeaders = additionalHeaders
    }

    var requests: RequestBuilder { RequestBuilder(baseURL: baseURL) }

    /// Sends `request` and returns the reply whatever its status; only transport failures throw here.
    func exchange(_ request: URLRequest) async throws(PetSpotAPIError) -> HTTPReply {
        var request = request
        for (name, value) in additionalHeaders { request.setValue(value, forHTTPHeaderField: name) }
        let body: Data
        let response: URLResponse
        do {
            (body, response) = try await session.data(for: request)
        } catch {
            throw PetSpotAPIError(transportError: error)
        }
        guard let http = response as? HTTPURLResponse else {
            throw .serverFailure(status: 0, nil)
        }
        var headers: [String: String] = [:]
        for case let (name as String, value as String) in http.allHeaderFields {
            headers[name.lowercased()] = value
        }
        return HTTPReply(status: http.statusCode, headers: headers, body: body)
    }
}
