import Hummingbird
import NIOCore
import PetSpotPhotos
import PetSpotStorage

/// The per-request context: Hummingbird's core storage plus the request id every response and error carries.
public struct PetSpotRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// Set by `RequestIDMiddleware` before anything else runs.
    public var requestID: String
    /// The connection's other end: the client, or a proxy in front of it.
    let peer: SocketAddress?
    /// How to tell the client from the request; set by `ClientAddressMiddleware`.
    var clientSource: ClientSource?

    public init(source: ApplicationRequestContextSource) {
        self.coreContext = .init(source: source)
        self.requestID = ""
        self.peer = source.channel.remoteAddress
    }

    /// Who sent the request, for the per-client limits. Worked out when asked (the routes that
    /// check passwords or start sessions), not for every request on the hot paths.
    public var client: ClientAddress {
        clientSource?.client(peer: peer) ?? .unknown
    }

    /// Photos may be 10 MiB; every route still sets its own smaller limit when it reads a body.
    public var maxUploadSize: Int { PhotoUploadLimits.maximumRequestBytes }
}
