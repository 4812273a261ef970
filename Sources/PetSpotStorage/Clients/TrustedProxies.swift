import Foundation

/// The proxies whose `X-Forwarded-For` PetSpot believes (`--trusted-proxy`): addresses or CIDR
/// ranges, IPv4 or IPv6, comma-separated. Empty by default: the peer address is the client.
public struct TrustedProxies: Sendable, Equatable {
    package struct Range: Sendable, Equatable {
        package let network: IPAddress
        package let bits: Int
    }

    package let ranges: [Range]

    public static let none = TrustedProxies(ranges: [])

    package init(ranges: [Range]) {
        self.ranges = ranges
    }

    /// Reads `10.0.0.1, 10.1.0.0/16, ::1`; the error names the first entry it cannot read.
    public init(parsing text: String) throws(TrustedProxiesError) {
        var ranges: [Range] = []
        for entry in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !entry.isEmpty {
            let parts = entry.split(separator: "/", maxSplits: 1)
            guard let network = IPAddress(parts[0]) else { throw TrustedProxiesError(entry: entry) }
            let maximum = network.bytes.count * 8
            var bits = maximum
            if parts.count == 2 {
                guard let prefix = Int(parts[1]), (0...maximum).contains(prefix) else {
                    throw TrustedProxiesError(entry: entry)
                }
                bits = prefix
            }
            ranges.append(Range(network: network, bits: bits))
        }
        self.ranges = ranges
    }

    package func contains(_ address: IPAddress) -> Bool {
        ranges.contains { address.sharesPrefix($0.bits, with: $0.network) }
    }
}

/// An entry of `--trusted-proxy` that is neither an address nor a CIDR range.
public struct TrustedProxiesError: Error, Equatable {
    public let entry: String

    package init(entry: String) {
        self.entry = entry
    }
}
