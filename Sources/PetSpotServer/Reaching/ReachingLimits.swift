import Foundation

/// How much people may add to reports (`api-v1.md`, Reunification): sightings per client, messages
/// per client and per report. Tests lower them; the server runs the contract's.
public struct ReachingLimits: Sendable, Equatable {
    var sightingsPerClient: AdditionLimit
    var messagesPerClient: AdditionLimit
    var messagesPerReport: AdditionLimit

    public static let standard = ReachingLimits(
        sightingsPerClient: AdditionLimit(maximum: 10, window: 60 * 60),
        messagesPerClient: AdditionLimit(maximum: 5, window: 60 * 60),
        messagesPerReport: AdditionLimit(maximum: 50, window: 24 * 60 * 60)
    )

    /// The contract's limits with at most `messagesPerReport` messages a report a day (a test reaches it with few requests).
    public static func standard(messagesPerReport maximum: Int) -> ReachingLimits {
        var limits = standard
        limits.messagesPerReport.maximum = maximum
        return limits
    }
}
