import Foundation

/// Where the server reads the time: the system clock in production, a controlled one in tests
/// (creation times, "not in the future", the failed-password window).
public struct ServerClock: Sendable {
    public let now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    public static let system = ServerClock { Date() }
}
