import PetSpotDomain
import PetSpotFlows
import PetSpotServer
import PetSpotCore
import PetSpotStorage

/// "I saw this pet" and "Contact the owner" on a report's page, limited for the visitor who sends them.
struct InProcessReaching: ReportReaching {
    let services: PetSpotServices
    let visitor: ClientAddress

    func addSighting(_ sighting: SightingRequest, to id: String) async throws(ReachingError) -> Sighting {
        do { return try await services.addSighting(sighting, to: id, from: visitor) } catch {
            throw ReachingError(error)
        }
    }

    func sendMessage(_ message: MessageRequest, to id: String) async throws(ReachingError) {
        do { try await services.sendMessage(message, to: id, from: visitor) } catch { throw ReachingError(error) }
    }

    func sightings(of id: String, limit: Int) async throws(ReachingError) -> [Sighting] {
        do { return try await services.sightings(of: id, limit: limit, from: visitor) } catch {
            throw ReachingError(error)
        }
    }
}
