import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Answers `Expect: 100-continue` with `100 Continue` (RFC 9110 §10.1.1) as the request's head
/// arrives. Clients that ask (curl for any body over 1 MB, among them) otherwise hold the body back
/// until their own wait ends: a phone photo's upload took 1.1 s with curl, of which 1 s was that wait.
/// The answer comes before the owner is checked, so a refused upload still sends its body; what a
/// client saves by waiting is one second, what it loses without an answer is the same second.
final class ExpectContinueHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundOut = HTTPResponsePart

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head(let request) = unwrapInboundIn(data),
            request.headerFields[.expect]?.lowercased() == "100-continue"
        {
            context.writeAndFlush(wrapOutboundOut(.head(HTTPResponse(status: .continue))), promise: nil)
        }
        context.fireChannelRead(data)
    }
}
