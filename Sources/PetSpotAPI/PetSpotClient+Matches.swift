import Foundation
import PetSpotDomain
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Possible matches (`api-v1.md`, "Possible matches").
extension PetSpotClient {
    /// The reports that may be the same animal as `id`, best first, each with how sure and why;
    /// `limit` from 1 to 50 (the server answers 400 otherwise).
    public func matches(of id: String, limit: Int = 10) async throws(PetSpotAPIError) -> [PossibleMatch] {
        try await exchange(requests.matches(of: id, limit: limit)).decoded(as: PossibleMatches.self).data
    }
}

extension RequestBuilder {
    func matches(of id: String, limit: Int) -> URLRequest {
        let url = url(.matches(.value(id)))
            .appending(queryItems: [URLQueryItem(name: "limit", value: String(limit))])
        return jsonRequest("GET", url: url)
    }
}

/// `{"data":[PossibleMatch…]}`.
private struct PossibleMatches: Decodable, Sendable {
    let data: [PossibleMatch]
}
