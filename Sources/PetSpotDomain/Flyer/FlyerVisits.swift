import Foundation

/// How often a report's short address (its flyer's QR code) was opened, and when last: all that
/// is kept of a visit (no address, no place).
public struct FlyerVisits: Hashable, Sendable {
    /// The short address's code (`/r/{code}`).
    public let code: String
    public let count: Int
    public let last: Date?

    public init(code: String, count: Int, last: Date?) {
        self.code = code
        self.count = count
        self.last = last
    }
}
