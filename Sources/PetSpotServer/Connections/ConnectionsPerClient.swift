import NIOConcurrencyHelpers
import NIOCore
import NIOHTTPTypes
import PetSpotStorage

/// The connections open from each client, shared by every connection of the process: one client
/// cannot hold more than `maximum` sockets (20,000 idle sockets from one client once made the
/// server unreachable to everyone).
final class ConnectionsPerClient: Sendable {
    let maximum: Int
    let trusted: TrustedProxies
    private let open = NIOLockedValueBox<[IPAddress: Int]>([:])

    init(maximum: Int, trusted: TrustedProxies) {
        self.maximum = maximum
        self.trusted = trusted
    }

    /// Counts a connection from `address`; `false` (and not counted) when that client has its maximum.
    func opened(from address: IPAddress) -> Bool {
        if trusted.contains(address) { return true }
        return open.withLockedValue { counts in
            let count = counts[address, default: 0]
            guard count < maximum else { return false }
            counts[address] = count + 1
            return true
        }
    }

    func closed(from address: IPAddress) {
        if trusted.contains(address) { return }
        open.withLockedValue { counts in
            let count = counts[address, default: 1] - 1
            counts[address] = count > 0 ? count : nil
        }
    }

    /// The handler that counts one connection, and closes it when its client has too many.
    func handler() -> Handler { Handler(counts: self) }

    final class Handler: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = HTTPRequestPart
        private let counts: ConnectionsPerClient
        /// The address counted for this connection, once counted.
        private var counted: IPAddress?
        private var checked = false

        init(counts: ConnectionsPerClient) {
            self.counts = counts
        }

        func handlerAdded(context: ChannelHandlerContext) {
            if context.channel.isActive { check(context) }
        }

        func channelActive(context: ChannelHandlerContext) {
            check(context)
            context.fireChannelActive()
        }

        func channelInactive(context: ChannelHandlerContext) {
            release()
            context.fireChannelInactive()
        }

        func handlerRemoved(context: ChannelHandlerContext) {
            release()
        }

        private func check(_ context: ChannelHandlerContext) {
            guard !checked else { return }
            checked = true
            guard let text = context.channel.remoteAddress?.ipAddress, let address = IPAddress(text) else { return }
            if counts.opened(from: address) {
                counted = address
            } else {
                context.close(promise: nil)
            }
        }

        private func release() {
            if let counted { counts.closed(from: counted) }
            counted = nil
        }
    }
}
