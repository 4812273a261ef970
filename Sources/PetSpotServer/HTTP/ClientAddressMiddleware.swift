import Hummingbird
import HTTPTypes
import NIOCore
import PetSpotStorage

/// Lets each request name its client (`context.client`): the address a trusted proxy forwarded,
/// or else the peer.
struct ClientAddressMiddleware: RouterMiddleware {
    typealias Context = PetSpotRequestContext
    let trusted: TrustedProxies

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var context = context
        context.clientSource = ClientSource(headers: request.headers, trusted: trusted)
        return try await next(request, context)
    }
}

/// What a request's client is worked out from.
struct ClientSource: Sendable {
    let headers: HTTPFields
    let trusted: TrustedProxies

    func client(peer: SocketAddress?) -> ClientAddress {
        ClientAddress.of(peer: peer, headers: headers, trusted: trusted)
    }
}
