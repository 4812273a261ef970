import Crypto
import Foundation

/// The session cookie's value: a random id and its HMAC-SHA256 under the server's secret, so a
/// browser can neither forge nor pick another session's id.
struct SessionCookie: Sendable {
    static let name = "petspot_session"
    /// A month: an unfinished report waits that long for its author.
    static let maxAgeSeconds = 30 * 24 * 3600

    let key: SymmetricKey

    init(secret: [UInt8]) {
        key = SymmetricKey(data: secret)
    }

    /// A new session id: 128 random bits, hex.
    static func newSessionID() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<16).map { _ in String(format: "%02x", UInt8.random(in: .min ... .max, using: &generator)) }.joined()
    }

    func value(for sessionID: String) -> String {
        "\(sessionID).\(signature(of: sessionID))"
    }

    /// The session id of a cookie value this server signed; `nil` for anything else.
    func sessionID(from value: String) -> String? {
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 32, parts[0].allSatisfy(\.isHexDigit),
              let given = Data(base64URLEncoded: String(parts[1])) else { return nil }
        let id = String(parts[0])
        return HMAC<SHA256>.isValidAuthenticationCode(given, authenticating: Data(id.utf8), using: key) ? id : nil
    }

    func setCookieHeader(for sessionID: String) -> String {
        "\(Self.name)=\(value(for: sessionID)); Path=/; Max-Age=\(Self.maxAgeSeconds); HttpOnly; SameSite=Lax"
    }

    private func signature(of id: String) -> String {
        Data(HMAC<SHA256>.authenticationCode(for: Data(id.utf8), using: key)).base64URLEncodedString()
    }
}

extension Data {
    init?(base64URLEncoded text: String) {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        self.init(base64Encoded: base64)
    }

    func base64URLEncodedString() -> String {
        base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
