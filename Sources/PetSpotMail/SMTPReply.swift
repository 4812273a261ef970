import NIOCore

/// One reply of an SMTP server (RFC 5321 §4.2): a three-digit code and its text lines (a
/// multi-line reply, `250-…` then `250 …`, is one reply).
public struct SMTPReply: Sendable, Equatable, CustomStringConvertible {
    public let code: Int
    public let lines: [String]

    public init(code: Int, lines: [String]) {
        self.code = code
        self.lines = lines
    }

    /// 2xx: done.
    public var isPositive: Bool { (200..<300).contains(code) }
    /// 3xx: go on (after DATA, AUTH).
    public var isIntermediate: Bool { (300..<400).contains(code) }
    /// 4xx: refused for now; worth trying again later.
    public var isTransient: Bool { (400..<500).contains(code) }

    public var description: String { "\(code) \(lines.joined(separator: " / "))" }
}

/// Cuts the server's bytes into replies: lines end with CRLF (a bare LF is accepted), a line
/// whose fourth character is `-` continues the reply, one with a space (or none) ends it.
struct SMTPReplyDecoder: ByteToMessageDecoder {
    typealias InboundOut = SMTPReply

    /// The longest reply line accepted (RFC 5321 allows 512 octets; some servers send more).
    static let maximumLineLength = 4096
    private var lines: [String] = []

    mutating func decode(context: ChannelHandlerContext, buffer: inout ByteBuffer) throws -> DecodingState {
        guard let newline = buffer.readableBytesView.firstIndex(of: UInt8(ascii: "\n")) else {
            if buffer.readableBytes > Self.maximumLineLength {
                throw SMTPError.malformedReply("a line of more than \(Self.maximumLineLength) bytes")
            }
            return .needMoreData
        }
        let length = newline - buffer.readerIndex
        guard var line = buffer.readString(length: length) else { return .needMoreData }
        buffer.moveReaderIndex(forwardBy: 1)
        if line.hasSuffix("\r") { line.removeLast() }
        let bytes = Array(line.utf8)
        guard bytes.count >= 3, let code = Int(String(decoding: bytes[0..<3], as: UTF8.self)),
            (200..<600).contains(code)
        else {
            throw SMTPError.malformedReply(line)
        }
        let text = bytes.count > 4 ? String(decoding: bytes[4...], as: UTF8.self) : ""
        lines.append(text)
        if bytes.count > 3, bytes[3] == UInt8(ascii: "-") { return .continue }
        let reply = SMTPReply(code: code, lines: lines)
        lines = []
        context.fireChannelRead(wrapInboundOut(reply))
        return .continue
    }
}
