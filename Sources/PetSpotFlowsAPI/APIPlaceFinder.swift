import PetSpotAPI
import PetSpotDomain
import PetSpotFlows

/// Places found by name with the API client: the app's place picker.
public struct APIPlaceFinder: PlaceFinding {
    let client: PetSpotClient

    public init(client: PetSpotClient) {
        self.client = client
    }

    public func places(
        matching query: String, near: Coordinates?, limit: Int
    ) async throws(PlaceSearchError) -> [FoundPlace] {
        do {
            return try await client.places(matching: query, near: near, limit: limit)
        } catch {
            switch error {
            case .noConnection: throw .noConnection
            case .rejected(429, _): throw .tooMany(retryAfterSeconds: 60)
            case .rejected, .serverFailure: throw .serverFailure
            }
        }
    }
}
