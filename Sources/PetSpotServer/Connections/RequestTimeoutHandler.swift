import NIOCore
import NIOHTTPTypes
import PetSpotCore

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
    /// When the current wait ends; `nil` while the server works on a request.
    private var deadline: NIODeadline?
    /// One timer at a time, which moves itself on when it fires before the deadline: a request
    /// changes only `deadline`. Rescheduling a timer at every request part cost about a tenth of the
    /// cheapest route's throughput (`bench/run` ceiling, 28–29k against 25–27k req/s).
    private var timer: (task: Scheduled<Void>, at: NIODeadline)?
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
        stopTimer()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        stopTimer()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head, .body: wait(context, limits.bodyTimeout)
        case .end:
            awaitingAnswers += 1
            deadline = nil
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) {
            awaitingAnswers = max(0, awaitingAnswers - 1)
            if awaitingAnswers == 0 { wait(context, limits.idleTimeout) }
        }
        context.write(data, promise: promise)
    }

    private func start(_ context: ChannelHandlerContext) {
        guard !started else { return }
        started = true
        wait(context, limits.headerTimeout)
    }

    /// From now, the client has `timeout` to send what comes next.
    private func wait(_ context: ChannelHandlerContext, _ timeout: TimeAmount) {
        let until = NIODeadline.now() + timeout
        deadline = until
        if let timer, timer.at <= until { return }  // it fires first, and moves on to `until`
        stopTimer()
        schedule(context, at: until)
    }

    private func schedule(_ context: ChannelHandlerContext, at when: NIODeadline) {
        let task = context.eventLoop.assumeIsolated().scheduleTask(deadline: when) { [weak self] in
            guard let self else { return }
            self.timer = nil
            guard let deadline = self.deadline, self.awaitingAnswers == 0 else { return }
            if deadline <= .now() {
                context.close(promise: nil)
            } else {
                self.schedule(context, at: deadline)
            }
        }
        timer = (task, when)
    }

    private func stopTimer() {
        timer?.task.cancel()
        timer = nil
    }
}
