import PetSpotDomain
import PetSpotAlerts
import PetSpotStorage

/// Area alerts in the domain's words, limited per client as the API is; the change and stop links
/// carry their token, which the service checks.
extension PetSpotServices {
    public func askForAlert(_ request: AlertRequest, from client: ClientAddress) async throws {
        try await alerts.subscribe(request, from: client)
    }

    /// The alert a change link names; `ServiceError.notFound` once stopped, `.refused` for a link PetSpot never sent.
    public func alert(token: String) async throws -> AlertRequest {
        try Self.found(try await alerts.alert(token: token)).request
    }

    public func changeAlert(token: String, to request: AlertRequest) async throws -> AlertRequest {
        try Self.found(try await alerts.change(token: token, to: request.body)).request
    }

    public func stopAlert(token: String) async throws {
        try Self.found(try await alerts.stop(token: token))
    }

    private static func found<Value>(_ link: AlertService.Link<Value>) throws -> Value {
        switch link {
        case .found(let value): value
        case .gone: throw ServiceError.notFound
        case .invalid: throw ServiceError.refused(Copy.Mail.invalidLinkBody)
        }
    }
}
