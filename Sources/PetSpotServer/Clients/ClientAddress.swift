import Foundation
import HTTPTypes
import NIOCore

/// Who sent a request, for the per-client limits: the peer's address, or the address a trusted
/// proxy (or this server's own web pages) forwarded. An IPv6 client is its /64 network, which
/// one home or phone gets whole: counting single IPv6 addresses would give an attacker 2⁶⁴ tries.
public struct ClientAddress: Sendable, Hashable, CustomStringConvertible {
    /// What the limits count by: the IPv4 address, an IPv6 /64 (`2001:db8:1:2::/64`), or `unknown`.
    public let key: String

    init(_ address: IPAddress) {
        if address.isIPv4 {
            key = address.description
        } else {
            let network = IPAddress(unchecked: Array(address.bytes.prefix(8)) + Array(repeating: 0, count: 8))
            key = "\(network)/64"
        }
    }

    init(key: String) {
        self.key = key
    }

    /// A request that came over no IP socket (the in-memory test transport).
    static let unknown = ClientAddress(key: "unknown")

    public var description: String { key }

    /// The client of a request that `peer` sent with `headers`. A peer in `trusted` is a proxy: the
    /// client is the nearest address of `X-Forwarded-For` (read from the right, the entries that
    /// proxy chain appended) that is not itself a trusted proxy. Anyone else's `X-Forwarded-For`
    /// is the client's own word and is ignored.
    static func of(peer: SocketAddress?, headers: HTTPFields, trusted: TrustedProxies) -> ClientAddress {
        guard let text = peer?.ipAddress, let peerAddress = IPAddress(text) else { return .unknown }
        guard trusted.contains(peerAddress) else { return ClientAddress(peerAddress) }
        let forwarded = headers[values: .xForwardedFor].flatMap { $0.split(separator: ",") }
        var nearest = peerAddress
        for entry in forwarded.reversed() {
            guard let address = IPAddress(entry.trimmingCharacters(in: .whitespaces)) else { break }
            nearest = address
            if !trusted.contains(address) { break }
        }
        return ClientAddress(nearest)
    }
}

extension HTTPField.Name {
    static let xForwardedFor = HTTPField.Name.known("X-Forwarded-For")
}
