import PetSpotDomain
import PetSpotStorage

/// What anyone tells a report's owner, in the domain's words; limited per client as the API is.
extension PetSpotServices {
    /// Keeps a sighting; answers it as the public sees it.
    public func addSighting(
        _ sighting: SightingRequest, to id: String, from client: ClientAddress
    ) async throws -> Sighting {
        try await reaching.addSighting(to: id, body: try Self.body(of: sighting), from: client).shownToPublic
    }

    /// Keeps a message for the owner (who reads it later, and is told by mail).
    public func sendMessage(_ message: MessageRequest, to id: String, from client: ClientAddress) async throws {
        _ = try await reaching.addMessage(to: id, body: try Self.body(of: message), from: client)
    }

    /// A report and its latest `limit` sightings as the public sees them, read together: what a
    /// report's page shows, in one read instead of the report twice and the sightings apart.
    public func reportWithLatestSightings(
        id: String, limit: Int
    ) async throws -> (report: Announcement, sightings: [Sighting]) {
        let found = try await announcements.readWithLatestSightings(id, limit: limit)
        return (found.record.announcement(), found.sightings.map(\.shownToPublic))
    }

    /// The report's latest `limit` sightings as the public sees them, latest seen first.
    public func sightings(of id: String, limit: Int, from client: ClientAddress) async throws -> [Sighting] {
        try await reaching.sightings(of: id, limit: limit, credentials: nil, from: client)
    }
}
