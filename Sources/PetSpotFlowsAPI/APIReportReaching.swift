import PetSpotAPI
import PetSpotDomain
import PetSpotFlows

/// Sightings and messages through the API.
public struct APIReportReaching: ReportReaching {
    let client: PetSpotClient

    public init(client: PetSpotClient) {
        self.client = client
    }

    public func addSighting(_ sighting: SightingRequest, to id: String) async throws(ReachingError) -> Sighting {
        try await reach { () async throws(PetSpotAPIError) in try await client.addSighting(sighting, to: id) }
    }

    public func sendMessage(_ message: MessageRequest, to id: String) async throws(ReachingError) {
        _ = try await reach { () async throws(PetSpotAPIError) in try await client.sendMessage(message, to: id) }
    }

    public func sightings(of id: String, limit: Int) async throws(ReachingError) -> [Sighting] {
        try await reach { () async throws(PetSpotAPIError) in try await client.sightings(of: id, limit: limit) }
    }

    private func reach<Value>(_ call: () async throws(PetSpotAPIError) -> Value) async throws(ReachingError) -> Value {
        do {
            return try await call()
        } catch {
            throw ReachingError(error)
        }
    }
}

extension ReachingError {
    /// How the API's refusals read to someone who saw the pet or writes to its owner.
    init(_ error: PetSpotAPIError) {
        switch error {
        case .noConnection: self = .noConnection
        case .rejected(404, _): self = .notFound
        case .rejected(409, _): self = .closed
        case .rejected(429, _): self = .tooMany(retryAfterSeconds: nil)
        case .rejected(400, _) where !error.validationErrors.isEmpty: self = .invalid(error.validationErrors)
        case .rejected, .serverFailure: self = .serverFailure
        }
    }
}
