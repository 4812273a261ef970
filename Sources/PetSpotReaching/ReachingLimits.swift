import Foundation
import PetSpotStorage

/// How much people may add (`api-v1.md`, Reunification and "Limits that protect owners' inboxes
/// and pages"): sightings per client and per report, messages per client and per report, reports
/// and photos per client. Tests lower them (and raise the reports' and photos', as
/// `--creation-limits` does for the browser suites); the server runs the contract's.
public struct ReachingLimits: Sendable, Equatable {
    package var sightingsPerClient: AdditionLimit
    package var messagesPerClient: AdditionLimit
    package var messagesPerReport: AdditionLimit

    package init(sightingsPerClient: AdditionLimit, messagesPerClient: AdditionLimit, messagesPerReport: AdditionLimit)
    {
        self.sightingsPerClient = sightingsPerClient
        self.messagesPerClient = messagesPerClient
        self.messagesPerReport = messagesPerReport
    }
    /// A hundred addresses each within their own limit must not bury a report's page and its
    /// owner's inbox in a thousand sightings.
    package var sightingsPerReport = AdditionLimit(maximum: 50, window: 24 * 60 * 60)
    /// Area alerts asked for by one client (`api-v1.md`, "Area alerts"): with one confirmation mail
    /// a day per address, nobody floods an inbox, nor the table, with alerts.
    package var alertRequestsPerClient = AdditionLimit(maximum: 10, window: 60 * 60)
    /// Reports one client creates: at most 10 an hour and 30 a day ("Creating reports").
    package var reportsPerClient = [
        AdditionLimit(maximum: 10, window: 60 * 60), AdditionLimit(maximum: 30, window: 24 * 60 * 60),
    ]
    /// Photos one client uploads: at most 30 an hour.
    package var photosPerClient = [AdditionLimit(maximum: 30, window: 60 * 60)]

    /// `reportsPerClient` and `photosPerClient` with other maxima (`--creation-limits 10,30,30`).
    package mutating func setCreation(reportsAnHour: Int, reportsADay: Int, photosAnHour: Int) {
        reportsPerClient = [
            AdditionLimit(maximum: reportsAnHour, window: 60 * 60),
            AdditionLimit(maximum: reportsADay, window: 24 * 60 * 60),
        ]
        photosPerClient = [AdditionLimit(maximum: photosAnHour, window: 60 * 60)]
    }

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
