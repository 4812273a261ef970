import Crypto
import Foundation

/// The session cookie: a random session id, the key its drafts are sealed with, and an
/// HMAC-SHA256 of both under the server's secret, so a browser can neither forge a session nor
/// pick another's. The key lives only in the visitor's cookie: the server's disk alone cannot open
/// a draft. Served over https, the cookie is `__Host-` prefixed and `Secure`: sent only over TLS,
/// only to this host, and no other subdomain can set it.
struct SessionCookie: Sendable {
    /// A week: an unfinished report waits that long for its author (then `SessionSweeper` removes it).
    static let maxAgeSeconds = 7 * 24 * 3600

    /// What the cookie carries.
    struct Value: Sendable {
        let sessionID: String
        let draftKey: SymmetricKey

        /// A new session: 128 random bits of id, 256 of key.
        static func random() -> Value {
            var generator = SystemRandomNumberGenerator()
            let digits = Array("0123456789abcdef".utf8)
            var id: [UInt8] = []
            id.reserveCapacity(32)
            for _ in 0..<2 {
                let bits = generator.next()
                for shift in stride(from: 60, through: 0, by: -4) {
                    id.append(digits[Int((bits >> UInt64(shift)) & 0xf)])
                }
            }
            return Value(sessionID: String(decoding: id, as: UTF8.self), draftKey: SymmetricKey(size: .bits256))
        }
    }

    let name: String
    let secure: Bool
    private let key: SymmetricKey

    init(secret: [UInt8], secure: Bool) {
        key = SymmetricKey(data: secret)
        self.secure = secure
        name = secure ? "__Host-petspot_session" : "petspot_session"
    }

    func text(of value: Value) -> String {
        let signed = "\(value.sessionID).\(value.draftKey.withUnsafeBytes { Data($0) }.base64URLEncodedString())"
        return "\(signed).\(signature(of: signed))"
    }

    /// The value of a cookie this server signed; `nil` for anything else (an older cookie included).
    func value(from text: String) -> Value? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 32, parts[0].allSatisfy(\.isHexDigit),
            let keyBytes = Data(base64URLEncoded: String(parts[1])), keyBytes.count == 32,
            let given = Data(base64URLEncoded: String(parts[2]))
        else { return nil }
        let signed = "\(parts[0]).\(parts[1])"
        guard HMAC<SHA256>.isValidAuthenticationCode(given, authenticating: Data(signed.utf8), using: key) else {
            return nil
        }
        return Value(sessionID: String(parts[0]), draftKey: SymmetricKey(data: keyBytes))
    }

    func setCookieHeader(for value: Value) -> String {
        "\(name)=\(text(of: value)); Path=/; Max-Age=\(Self.maxAgeSeconds); HttpOnly; SameSite=Lax\(secure ? "; Secure" : "")"
    }

    /// Set on every form post a session's pages answer: a cookie that changes when what the
    /// session holds changes. Chrome keeps a `no-store` page in its back/forward cache only while
    /// the site's cookies stay the same, so Back after a post shows the step as it is now (the
    /// photo kept, not an old error) instead of the page as it was left. It carries nothing.
    func changedHeader() -> String {
        let name = secure ? "__Host-petspot-changed" : "petspot-changed"
        return "\(name)=\(UInt64.random(in: 0...UInt64.max)); Path=/; HttpOnly; SameSite=Lax\(secure ? "; Secure" : "")"
    }

    private func signature(of text: String) -> String {
        Data(HMAC<SHA256>.authenticationCode(for: Data(text.utf8), using: key)).base64URLEncodedString()
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
