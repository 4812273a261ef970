import Hummingbird

/// Names each request's client (`context.client`): forwarded by this server's own web pages, by a
/// trusted proxy, or else the peer.
struct ClientAddressMiddleware: RouterMiddleware {
    typealias Context = PetSpotRequestContext
    let trusted: TrustedProxies
    let forwarding: ClientForwarding?

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        if let value = request.headers[ClientForwarding.header], let client = forwarding?.client(from: value) {
            context.client = client
        } else {
            context.client = ClientAddress.of(peer: context.peer, headers: request.headers, trusted: trusted)
        }
        return try await next(request, context)
    }
}
