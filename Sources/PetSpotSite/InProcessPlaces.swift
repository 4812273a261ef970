import PetSpotCore
import PetSpotDomain
import PetSpotFlows
import PetSpotStorage

/// Places found by name for one visitor's pages, from the place search in this process, counted
/// for that visitor as the API counts its callers.
struct InProcessPlaces: PlaceFinding {
    let services: PetSpotServices
    let visitor: ClientAddress

    func places(
        matching query: String, near: Coordinates?, limit: Int
    ) async throws(PlaceSearchError) -> [FoundPlace] {
        do {
            return try await services.places.search(query, near: near, limit: limit, from: visitor)
        } catch ServiceError.tooMany(_, let seconds) {
            throw .tooMany(retryAfterSeconds: seconds)
        } catch {
            throw .serverFailure
        }
    }

    func countryCode(at point: Coordinates) async -> String? {
        services.places.countryCode(at: point)
    }
}
