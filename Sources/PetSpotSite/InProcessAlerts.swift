import PetSpotDomain
import PetSpotFlows
import PetSpotServer
import PetSpotCore
import PetSpotStorage

/// Area alerts asked for, changed or stopped on the web, limited for the visitor who asks.
struct InProcessAlerts: AreaAlerting, AlertManaging {
    let services: PetSpotServices
    let visitor: ClientAddress

    func askForAlert(_ request: AlertRequest) async throws(ReachingError) {
        do { try await services.askForAlert(request, from: visitor) } catch { throw ReachingError(error) }
    }

    /// A link PetSpot never sent reads as `.invalid([])`: its page says the link does not work.
    func alert(token: String) async throws(ReachingError) -> AlertRequest {
        do {
            return try await services.alert(token: token)
        } catch ServiceError.refused {
            throw .invalid([])
        } catch {
            throw ReachingError(error)
        }
    }

    func changeAlert(token: String, to request: AlertRequest) async throws(ReachingError) -> AlertRequest {
        do { return try await services.changeAlert(token: token, to: request) } catch { throw ReachingError(error) }
    }

    func stopAlert(token: String) async throws(ReachingError) {
        do { try await services.stopAlert(token: token) } catch { throw ReachingError(error) }
    }
}
