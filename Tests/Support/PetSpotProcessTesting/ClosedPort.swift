import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A port on 127.0.0.1 that nothing answers, held for as long as a test needs it: bound, so no
/// other test's server can take it (as one can take a port merely found free), never listening,
/// so every connection is refused.
public struct ClosedPort: Sendable {
    public let number: Int
    private let descriptor: Int32

    public init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ClosedPortError.unavailable }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw ClosedPortError.unavailable
        }
        self.descriptor = descriptor
        number = Int(UInt16(bigEndian: address.sin_port))
    }

    public func release() {
        close(descriptor)
    }
}

enum ClosedPortError: Error {
    case unavailable
}
