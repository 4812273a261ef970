import Foundation

/// How long an open report stays listed after it was created, last edited or last renewed: 90 days
/// by default (as PawBoost does), so lists hold pets still being looked for, not every pet ever lost.
public struct ReportLifetime: Hashable, Sendable {
    public static let defaultDays = 90
    /// The owner is reminded this long before the report leaves the lists.
    public static let reminderDays = 7

    public let days: Int

    public init(days: Int = Self.defaultDays) {
        self.days = days
    }

    /// When a report created, edited or renewed at `time` leaves the lists.
    public func expiry(after time: Date) -> Date {
        time.addingTimeInterval(TimeInterval(days) * 86_400)
    }
}
