import Foundation

/// What the server answered: status, headers (names lowercased) and body, before interpretation.
struct HTTPReply: Sendable {
    let status: Int
    let headers: [String: String]
    let body: Data

    /// The value of header `name`, whatever its case on the wire.
    func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }

    /// Whether the status is a success (2xx).
    var isSuccess: Bool { (200..<300).contains(status) }
}
