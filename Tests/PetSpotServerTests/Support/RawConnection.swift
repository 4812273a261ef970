import NIOConcurrencyHelpers
import NIOCore
import NIOPosix

/// A bare TCP connection to the server under test, for what an HTTP client would never do: send
/// half a request, or keep many sockets open.
final class RawConnection: Sendable {
    let channel: any Channel
    private let received: Received

    private init(channel: any Channel, received: Received) {
        self.channel = channel
        self.received = received
    }

    static func open(port: Int) async throws -> RawConnection {
        let received = Received()
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(received) }
            }
            .connect(host: "127.0.0.1", port: port).get()
        return RawConnection(channel: channel, received: received)
    }

    /// Sends `text` as it is.
    func send(_ text: String) async throws {
        try await channel.writeAndFlush(ByteBuffer(string: text))
    }

    /// Sends a whole request and returns its answer's head, leaving the connection open.
    func exchange(_ request: String) async throws -> String {
        let head = channel.eventLoop.makePromise(of: String.self)
        channel.eventLoop.execute { self.received.awaitHead(head) }
        do {
            try await send(request)
        } catch {
            head.fail(error)
            throw error
        }
        return try await head.futureResult.get()
    }

    /// Whether the server closes the connection (a guard of `limit` seconds, so that a server that
    /// never closes fails the test instead of hanging it), and everything it sent.
    func closedByServer(within limit: Int = 20) async throws -> (closed: Bool, received: String) {
        let closed = try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask {
                try? await self.channel.closeFuture.get()
                return true
            }
            group.addTask {
                try await Task.sleep(for: .seconds(limit))
                return false
            }
            let first = try await group.next() ?? false
            group.cancelAll()
            return first
        }
        return (closed, received.all)
    }

    func close() async {
        try? await channel.close()
    }

    /// What the connection received, kept on its event loop.
    private final class Received: ChannelInboundHandler, @unchecked Sendable {
        typealias InboundIn = ByteBuffer
        private let text = NIOLockedValueBox("")
        private var head: (promise: EventLoopPromise<String>, from: String.Index)?
        private var closed = false

        var all: String { text.withLockedValue { $0 } }

        func awaitHead(_ promise: EventLoopPromise<String>) {
            guard !closed else { return promise.fail(ChannelError.eof) }
            head = (promise, text.withLockedValue { $0.endIndex })
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            let chunk = String(buffer: unwrapInboundIn(data))
            let now = text.withLockedValue {
                $0 += chunk
                return $0
            }
            if let head, let end = now[head.from...].range(of: "\r\n\r\n") {
                self.head = nil
                head.promise.succeed(String(now[head.from..<end.upperBound]))
            }
        }

        func channelInactive(context: ChannelHandlerContext) {
            closed = true
            head?.promise.fail(ChannelError.eof)
            head = nil
            context.fireChannelInactive()
        }
    }
}
