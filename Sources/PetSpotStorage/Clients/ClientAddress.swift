import Foundation

/// Who sent a request, for the per-client limits: the peer's address, or the address a trusted
/// proxy (or this server's own web pages) forwarded. An IPv6 client is its /64 network, which
/// one home or phone gets whole: counting single IPv6 addresses would give an attacker 2⁶⁴ tries.
public struct ClientAddress: Sendable, Hashable, CustomStringConvertible {
    /// What the limits count by: the IPv4 address, an IPv6 /64 (`2001:db8:1:2::/64`), or `unknown`.
    public let key: String

    package init(_ address: IPAddress) {
        if address.isIPv4 {
            key = address.description
        } else {
            let network = IPAddress(unchecked: Array(address.bytes.prefix(8)) + Array(repeating: 0, count: 8))
            key = "\(network)/64"
        }
    }

    package init(key: String) {
        self.key = key
    }

    /// A request that came over no IP socket (the in-memory test transport).
    package static let unknown = ClientAddress(key: "unknown")

    public var description: String { key }
}
