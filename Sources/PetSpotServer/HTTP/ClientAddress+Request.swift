import Foundation
import HTTPTypes
import NIOCore
import PetSpotStorage

extension ClientAddress {
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
