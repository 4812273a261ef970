import Foundation
import Hummingbird
import PetSpotCore
import PetSpotDomain

/// `GET /api/v1/places?q=…&near=lat,lng&limit=`: places found by name, for the app's place
/// picker, the pages' place search and scripts (docs/places.md). Public; limited per client.
struct PlaceRoutes {
    let places: PlaceSearchService

    func register(on router: Router<PetSpotRequestContext>) {
        router.get(RouterPath(APIPath.places.pattern)) { request, context in
            let parameters = request.uri.queryParameters
            let near = try parameters["near"].map { text in
                guard let point = Coordinates(pair: String(text)) else {
                    throw APIError.invalidParameter(
                        "near", "near must be a latitude and a longitude in degrees, such as near=50.0617,19.9373")
                }
                return point
            }
            let limit = try parameters["limit"].map { text in
                guard let limit = Int(text) else {
                    throw APIError.invalidParameter(
                        "limit", "limit must be a whole number from 1 to \(PlaceSearchService.maximumLimit)")
                }
                return limit
            }
            let found = try await places.search(
                parameters["q"].map(String.init) ?? "", near: near, limit: limit ?? PlaceSearchService.defaultLimit,
                from: context.client)
            // The same question has the same answer until the data changes: a client may keep it an hour.
            return try JSONResponse.make(FoundPlaces(data: found), headers: [.cacheControl: "public, max-age=3600"])
        }
    }
}

/// `{"data":[FoundPlace…]}`.
struct FoundPlaces: Encodable, Sendable {
    let data: [FoundPlace]
}
