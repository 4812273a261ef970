import Foundation
import NIOCore
import NIOPosix
import NIOSSL

/// Hands one mail to an SMTP relay (RFC 5321): EHLO (HELO when refused), STARTTLS when offered
/// (RFC 3207) or TLS from the start, AUTH PLAIN or LOGIN (RFC 4954) when the relay has
/// credentials, MAIL FROM, RCPT TO, DATA with dot-stuffing, QUIT. Every reply is awaited within
/// the relay's time-out. No listed package speaks SMTP; this is the part of it PetSpot needs.
public struct SMTPClient: Sendable {
    public let relay: SMTPRelay
    /// The name this client gives itself in EHLO.
    public let clientName: String
    let group: any EventLoopGroup

    public init(
        relay: SMTPRelay, clientName: String = "petspot.localhost",
        group: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton
    ) {
        self.relay = relay
        self.clientName = clientName
        self.group = group
    }

    /// Sends `message` (an RFC 5322 message, any line ends) from `sender` to `recipients`. Returns
    /// the relay's answer to the message (250): from then on the relay has it. `accepted` is called
    /// at that answer, before the goodbye (QUIT), which a relay may be slow to answer or never
    /// answer: whatever the caller records of a sent mail belongs there, not after this returns.
    @discardableResult
    public func send(
        _ message: [UInt8], from sender: String, to recipients: [String],
        accepted: @Sendable (SMTPReply) async -> Void = { _ in }
    ) async throws(SMTPError) -> SMTPReply {
        let channel = try await connect()
        do {
            return try await channel.executeThenClose { inbound, outbound in
                var session = SMTPSession(
                    replies: inbound.makeAsyncIterator(), outbound: outbound, relay: relay, channel: channel.channel)
                return try await session.deliver(
                    message, from: sender, to: recipients, clientName: clientName, accepted: accepted)
            }
        } catch let error as SMTPError {
            throw error
        } catch {
            throw SMTPError.connection("\(error)")
        }
    }

    private func connect() async throws(SMTPError) -> NIOAsyncChannel<SMTPReply, ByteBuffer> {
        let relay = self.relay
        let tlsContext: NIOSSLContext?
        do {
            tlsContext = relay.security == .implicitTLS ? try NIOSSLContext(configuration: relay.tls) : nil
        } catch {
            throw .connection("TLS could not be set up: \(error)")
        }
        let readTimeout = TimeAmount.nanoseconds(
            Int64(relay.timeout.components.seconds) * 1_000_000_000
                + relay.timeout.components.attoseconds / 1_000_000_000)
        do {
            return try await ClientBootstrap(group: group)
                .connectTimeout(readTimeout)
                .connect(host: relay.host, port: relay.port) { channel in
                    channel.eventLoop.makeCompletedFuture {
                        let handlers = channel.pipeline.syncOperations
                        if let tlsContext {
                            try handlers.addHandler(
                                NIOSSLClientHandler(context: tlsContext, serverHostname: relay.tlsServerName))
                        }
                        try handlers.addHandler(IdleStateHandler(readTimeout: readTimeout))
                        try handlers.addHandler(ReadTimeoutHandler())
                        try handlers.addHandler(ByteToMessageHandler(SMTPReplyDecoder()))
                        return try NIOAsyncChannel<SMTPReply, ByteBuffer>(wrappingChannelSynchronously: channel)
                    }
                }
        } catch {
            throw .connection("\(relay.host):\(relay.port): \(error)")
        }
    }
}

extension SMTPRelay {
    /// The name the relay's certificate is checked against (none for an IP address, which SNI cannot carry).
    var tlsServerName: String? {
        host.allSatisfy { $0.isNumber || $0 == "." || $0 == ":" } ? nil : host
    }
}

/// Turns "nothing read for the time-out" into an error the reply stream throws.
private final class ReadTimeoutHandler: ChannelInboundHandler, Sendable {
    typealias InboundIn = SMTPReply
    typealias InboundOut = SMTPReply

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let idle = event as? IdleStateHandler.IdleStateEvent, idle == .read {
            context.fireErrorCaught(SMTPError.timedOut(step: "a reply"))
            context.close(promise: nil)
            return
        }
        context.fireUserInboundEventTriggered(event)
    }
}

/// One conversation with the relay, step by step.
private struct SMTPSession {
    var replies: NIOAsyncChannelInboundStream<SMTPReply>.AsyncIterator
    let outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>
    let relay: SMTPRelay
    let channel: any Channel
    private var extensions: [String] = []
    private var isSecure: Bool

    init(
        replies: NIOAsyncChannelInboundStream<SMTPReply>.AsyncIterator,
        outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>,
        relay: SMTPRelay, channel: any Channel
    ) {
        self.replies = replies
        self.outbound = outbound
        self.relay = relay
        self.channel = channel
        isSecure = relay.security == .implicitTLS
    }

    mutating func deliver(
        _ message: [UInt8], from sender: String, to recipients: [String], clientName: String,
        accepted whenAccepted: @Sendable (SMTPReply) async -> Void
    ) async throws -> SMTPReply {
        try await expect("the greeting", reply: try await next(), positive: true)
        try await hello(clientName)
        if !isSecure, offers("STARTTLS") {
            try await expect("STARTTLS", reply: try await command("STARTTLS"), positive: true)
            try await startTLS()
            isSecure = true
            try await hello(clientName)  // RFC 3207: what the relay offers may differ once encrypted
        }
        if let user = relay.user, let password = relay.password {
            try await authenticate(user: user, password: password)
        }
        try await expect("MAIL FROM", reply: try await command("MAIL FROM:<\(sender)>"), positive: true)
        for recipient in recipients {
            // Named without the address: errors are logged, and logs carry no email.
            try await expect(
                "RCPT TO", reply: try await command("RCPT TO:<\(recipient)>", shown: "RCPT TO"), positive: true)
        }
        let ready = try await command("DATA")
        guard ready.code == 354 else { throw SMTPError.refused(step: "DATA", reply: ready) }
        try await outbound.write(ByteBuffer(bytes: DotStuffing.encode(message)))
        let accepted = try await next(step: "the message")
        try await expect("the message", reply: accepted, positive: true)
        await whenAccepted(accepted)
        // The relay has the mail. Say goodbye without waiting for the answer: a relay slow to answer
        // QUIT (or never answering) would otherwise hold every mail queued after this one, which is
        // sent by the same delivery, for the whole reply time-out.
        try? await outbound.write(ByteBuffer(string: "QUIT\r\n"))
        return accepted
    }

    /// EHLO, and HELO when the relay does not know EHLO; keeps the extensions it lists.
    private mutating func hello(_ name: String) async throws {
        let reply = try await command("EHLO \(name)")
        if reply.isPositive {
            extensions = reply.lines.dropFirst().map { $0.uppercased() }
            return
        }
        try await expect("HELO", reply: try await command("HELO \(name)"), positive: true)
        extensions = []
    }

    private func offers(_ keyword: String) -> Bool {
        extensions.contains { $0 == keyword || $0.hasPrefix(keyword + " ") }
    }

    private func mechanisms() -> [String] {
        extensions.first { $0.hasPrefix("AUTH ") || $0.hasPrefix("AUTH=") }.map {
            $0.dropFirst(5).split(separator: " ").map(String.init)
        } ?? []
    }

    private mutating func authenticate(user: String, password: String) async throws {
        guard isSecure || relay.isLoopback else { throw SMTPError.insecureAuthentication }
        let offered = mechanisms()
        if offered.contains("PLAIN") {
            let token = Data("\u{0}\(user)\u{0}\(password)".utf8).base64EncodedString()
            try await expect(
                "AUTH PLAIN", reply: try await command("AUTH PLAIN \(token)", shown: "AUTH PLAIN ***"), positive: true)
        } else if offered.contains("LOGIN") {
            try await expectChallenge("AUTH LOGIN", try await command("AUTH LOGIN"))
            try await expectChallenge(
                "AUTH LOGIN", try await command(Data(user.utf8).base64EncodedString(), shown: "***"))
            try await expect(
                "AUTH LOGIN", reply: try await command(Data(password.utf8).base64EncodedString(), shown: "***"),
                positive: true)
        } else {
            throw SMTPError.noAuthenticationMechanism
        }
    }

    /// Puts TLS under the conversation: the relay said it is ready (220), nothing else is in flight.
    private func startTLS() async throws {
        let context: NIOSSLContext
        do {
            context = try NIOSSLContext(configuration: relay.tls)
        } catch {
            throw SMTPError.connection("TLS could not be set up: \(error)")
        }
        let serverName = relay.tlsServerName
        try await channel.eventLoop.submit { [channel] in
            try channel.pipeline.syncOperations.addHandler(
                NIOSSLClientHandler(context: context, serverHostname: serverName), position: .first)
        }.get()
    }

    /// Sends one command line and reads its reply. `shown`: how the command is named in errors (no secrets).
    private mutating func command(_ line: String, shown: String? = nil) async throws -> SMTPReply {
        try await outbound.write(ByteBuffer(string: line + "\r\n"))
        return try await next(step: shown ?? line)
    }

    private mutating func next(step: String = "the greeting") async throws -> SMTPReply {
        do {
            guard let reply = try await replies.next() else {
                throw SMTPError.connection("the relay closed the connection during \(step)")
            }
            return reply
        } catch SMTPError.timedOut {
            throw SMTPError.timedOut(step: step)
        }
    }

    private func expect(_ step: String, reply: SMTPReply, positive: Bool) async throws {
        guard reply.isPositive else { throw SMTPError.refused(step: step, reply: reply) }
    }

    private func expectChallenge(_ step: String, _ reply: SMTPReply) async throws {
        guard reply.code == 334 else { throw SMTPError.refused(step: step, reply: reply) }
    }
}
