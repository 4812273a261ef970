import Foundation

/// The calendar time and the person's time zone: which day is "today".
public protocol WallClock: Sendable {
    var now: Date { get }
    var timeZone: TimeZone { get }
}

/// The device's clock and time zone.
public struct SystemWallClock: WallClock {
    public init() {}
    public var now: Date { Date() }
    public var timeZone: TimeZone { .current }
}
