import Foundation
import PetSpotDomain

/// Area alerts (`api-v1.md`, "Area alerts").
extension PetSpotClient {
    /// Asks for mail about new reports in the circle; the server answers alike whether or not the
    /// address already follows it, and mails the address a link to confirm.
    public func askForAlert(_ request: AlertRequest) async throws(PetSpotAPIError) {
        try await exchange(requests.jsonBody("POST", url: requests.url(.alerts), request.body)).requireSuccess()
    }
}
