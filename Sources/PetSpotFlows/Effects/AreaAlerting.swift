import PetSpotDomain

/// Asking for an area alert (the API client in the app, the services in process on the web; a
/// double in tests). The server answers the same whether or not the address already follows the
/// area, so there is nothing to return.
public protocol AreaAlerting: Sendable {
    func askForAlert(_ request: AlertRequest) async throws(ReachingError)
}

/// An alert as the link in its mails opens it (the web's page; the token is the link's own).
public protocol AlertManaging: Sendable {
    /// The alert the token names; `.notFound` once it was stopped, `.invalid([])` for a link PetSpot never sent.
    func alert(token: String) async throws(ReachingError) -> AlertRequest
    func changeAlert(token: String, to request: AlertRequest) async throws(ReachingError) -> AlertRequest
    func stopAlert(token: String) async throws(ReachingError)
}
