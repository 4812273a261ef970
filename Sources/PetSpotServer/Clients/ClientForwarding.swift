import Crypto
import Foundation
import HTTPTypes

/// How this server's own web pages, which call its API over HTTP from this machine, tell the API
/// whom they call for: the visitor's client, in a header signed with a key that lives only in this
/// process's memory. Without it every visitor of the web pages would be one client (127.0.0.1) to
/// the API's limits, and a stranger's wrong passwords on the web would count against everyone's.
/// Anyone else's copy of the header fails the signature and is ignored.
public struct ClientForwarding: Sendable {
    public static let headerName = "PetSpot-Client"
    static let header = HTTPField.Name.known(headerName)
    private let key: SymmetricKey

    /// A new random key: a restart, or another process, signs with another.
    public init() {
        key = SymmetricKey(size: .bits256)
    }

    /// The header's value that forwards `client`.
    public func value(forwarding client: ClientAddress) -> String {
        let signature = HMAC<SHA256>.authenticationCode(for: Data(client.key.utf8), using: key)
        return "\(Data(signature).base64EncodedString()) \(client.key)"
    }

    /// The client a header's value forwards, when this process signed it.
    func client(from value: String) -> ClientAddress? {
        let parts = value.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, let signature = Data(base64Encoded: String(parts[0])),
              HMAC<SHA256>.isValidAuthenticationCode(signature, authenticating: Data(parts[1].utf8), using: key) else { return nil }
        return ClientAddress(key: String(parts[1]))
    }
}
