extension PetSpotClient {
    /// Whether the server and its database are up; a down database is `.serverFailure(status: 503, …)`.
    public func health() async throws(PetSpotAPIError) -> HealthStatus {
        try await exchange(requests.health()).decoded(as: HealthStatus.self)
    }
}
