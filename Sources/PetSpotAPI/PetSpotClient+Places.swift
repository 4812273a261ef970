import Foundation
import PetSpotDomain
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The place search (`GET /api/v1/places`, docs/places.md).
extension PetSpotClient {
    /// The places whose name starts with `query`, nearest to `near` first; `limit` from 1 to 20.
    public func places(
        matching query: String, near: Coordinates?, limit: Int = 8
    ) async throws(PetSpotAPIError) -> [FoundPlace] {
        try await exchange(requests.places(matching: query, near: near, limit: limit))
            .decoded(as: FoundPlaces.self).data
    }
}

extension RequestBuilder {
    func places(matching query: String, near: Coordinates?, limit: Int) -> URLRequest {
        var items = [URLQueryItem(name: "q", value: query), URLQueryItem(name: "limit", value: String(limit))]
        if let near { items.append(URLQueryItem(name: "near", value: near.pair)) }
        return jsonRequest("GET", url: url(.places).appending(queryItems: items))
    }
}

/// `{"data":[FoundPlace…]}`.
private struct FoundPlaces: Decodable, Sendable {
    let data: [FoundPlace]
}
