import PetSpotAPI
import PetSpotDomain
import PetSpotFlows

/// Asking for an area alert through the API.
public struct APIAreaAlerting: AreaAlerting {
    let client: PetSpotClient

    public init(client: PetSpotClient) {
        self.client = client
    }

    public func askForAlert(_ request: AlertRequest) async throws(ReachingError) {
        do {
            try await client.askForAlert(request)
        } catch {
            throw ReachingError(error)
        }
    }
}
