import Hummingbird
import HTTPTypes
import NIOCore

/// Lets each request name its client (`context.client`): forwarded by this server's own web pages,
/// by a trusted proxy, or else the peer.
struct ClientAddressMiddleware: RouterMiddleware {
    typealias Context = PetSpotRequestContext
    let trusted: TrustedProxies
    let forwarding: ClientForwarding?

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        context.clientSource = ClientSource(headers: request.headers, trusted: trusted, forwarding: forwarding)
        return try await next(request, context)
    }
}

/// What a request's client is worked out from.
struct ClientSource: Sendable {
    let headers: HTTPFields
    let trusted: TrustedProxies
    let forwarding: ClientForwarding?

    func client(peer: SocketAddress?) -> ClientAddress {
        if let value = headers[ClientForwarding.header], let client = forwarding?.client(from: value) { return client }
        return ClientAddress.of(peer: peer, headers: headers, trusted: trusted)
    }
}
