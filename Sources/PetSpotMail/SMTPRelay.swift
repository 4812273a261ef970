import Foundation
import NIOSSL

/// Where mail goes and how to get in: `smtp://[user:password@]host:port` (STARTTLS whenever the
/// relay offers it) or `smtps://…` (TLS from the first byte). User and password are percent-decoded.
public struct SMTPRelay: Sendable {
    public enum Security: Sendable, Equatable {
        /// Plain first; upgraded with STARTTLS when the relay offers it.
        case startTLSWhenOffered
        /// TLS from the start (`smtps://`, port 465).
        case implicitTLS
    }

    public var host: String
    public var port: Int
    public var security: Security
    public var user: String?
    public var password: String?
    /// How the relay's certificate is checked: the system's trust roots by default.
    public var tls: TLSConfiguration
    /// How long each reply may take.
    public var timeout: Duration

    public init(
        host: String, port: Int, security: Security = .startTLSWhenOffered, user: String? = nil,
        password: String? = nil,
        tls: TLSConfiguration = .makeClientConfiguration(), timeout: Duration = .seconds(30)
    ) {
        self.host = host
        self.port = port
        self.security = security
        self.user = user
        self.password = password
        self.tls = tls
        self.timeout = timeout
    }

    /// Reads `--smtp-url`; `nil` with the reason when it is not one.
    public init(url text: String) throws(SMTPRelayURLError) {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            let host = components.host, !host.isEmpty
        else {
            throw SMTPRelayURLError(text: text, reason: "expected smtp://[user:password@]host:port or smtps://…")
        }
        let security: Security
        switch scheme {
        case "smtp": security = .startTLSWhenOffered
        case "smtps": security = .implicitTLS
        default: throw SMTPRelayURLError(text: text, reason: "the scheme must be smtp or smtps, not \(scheme)")
        }
        self.init(
            host: host, port: components.port ?? (security == .implicitTLS ? 465 : 587), security: security,
            user: components.percentEncodedUser?.removingPercentEncoding,
            password: components.percentEncodedPassword?.removingPercentEncoding)
    }

    /// The relay is on this machine: credentials may go in clear (nothing crosses a network).
    var isLoopback: Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    /// What to log: the relay without its password.
    public var redacted: String {
        "\(security == .implicitTLS ? "smtps" : "smtp")://\(user.map { "\($0)@" } ?? "")\(host):\(port)"
    }
}

/// `--smtp-url` is not a relay's address.
public struct SMTPRelayURLError: Error, Sendable, CustomStringConvertible {
    public let text: String
    public let reason: String

    public var description: String { "--smtp-url (PETSPOT_SMTP_URL): \(reason)" }
}
