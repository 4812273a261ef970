import Foundation

/// The calendar time and the person's time zone: which day is "today".
public protocol WallClock: Sendable {
    var now: Date { get }
    /// The person's time zone: a new report's date is today there.
    var timeZone: TimeZone { get }
    /// Where a date must already have begun to be chosen: the person's own zone on a device; for a
    /// web page, which cannot know the visitor's zone without its script, the API's rule (today
    /// somewhere on Earth).
    var latestTimeZone: TimeZone { get }
}

extension WallClock {
    public var latestTimeZone: TimeZone { timeZone }
}

/// The device's clock and time zone.
public struct SystemWallClock: WallClock {
    public init() {}
    public var now: Date { Date() }
    public var timeZone: TimeZone { .current }
}
