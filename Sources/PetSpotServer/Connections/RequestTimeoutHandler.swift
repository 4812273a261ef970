import NIOCore
import NIOHTTPTypes

/// Closes a connection that is too slow to send its request: its head not complete within
/// `headerTimeout` (of the connection's start or the last answer), its body silent for
/// `bodyTimeout`, or, kept alive, no new request within `idleTimeout`. While the server works on a
/// request, no clock runs. One per connection, on its event loop.
final class RequestTimeoutHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let limits: ConnectionLimits
    private var deadline: Scheduled<Void>?
    /// Requests read whole whose answer has not ended yet (HTTP/1.1 pipelining may queue several).
    private var awaitingAnswers = 0
    private var started = false

    init(limits: ConnectionLimits) {
        self.limits = limits
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { start(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        start(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        disarm()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        disarm()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head, .body: arm(context, limits.bodyTimeout)
        case .end:
            awaitingAnswers += 1
            disarm()
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) {
            awaitingAnswers = max(0, awaitingAnswers - 1)
            if awaitingAnswers == 0 { arm(context, limits.idleTimeout) }
        }
        context.write(data, promise: promise)
    }

    private func start(_ context: ChannelHandlerContext) {
        guard !started else { return }
        started = true
        arm(context, limits.headerTimeout)
    }

    private func arm(_ context: ChannelHandlerContext, _ timeout: TimeAmount) {
        disarm()
        deadline = context.eventLoop.assumeIsolated().scheduleTask(in: timeout) { [weak self] in
            guard let self, self.awaitingAnswers == 0 else { return }
            context.close(promise: nil)
        }
    }

    private func disarm() {
        deadline?.cancel()
        deadline = nil
    }
}
