import Foundation

/// Everything a wizard needs from the outside world, injected once.
public struct FlowEnvironment: Sendable {
    public var location: any LocationProviding
    public var taxonomyRefresher: any TaxonomyRefreshing
    public var wallClock: any WallClock
    /// Measures time-outs (GPS); a test clock in tests.
    public var clock: any Clock<Duration>
    public var analytics: any AnalyticsTracking
    public var drafts: any DraftStoring
    public var submitter: any ReportSubmitting
    public var pasteboard: any PasteboardWriting
    /// How long a GPS fix may take before the person is told to try again or type.
    public var gpsTimeout: Duration
    /// Where people reach the site (the web's public address, the app's server): what a report
    /// just published is shared as (`ReportSharing`); `nil` where nothing is shared.
    public var site: String?
    /// Where places typed by name are looked up.
    public var places: any PlaceFinding

    public init(
        location: any LocationProviding,
        taxonomyRefresher: any TaxonomyRefreshing,
        wallClock: any WallClock = SystemWallClock(),
        clock: any Clock<Duration> = ContinuousClock(),
        analytics: any AnalyticsTracking = NoAnalytics(),
        drafts: any DraftStoring,
        submitter: any ReportSubmitting,
        pasteboard: any PasteboardWriting,
        gpsTimeout: Duration = .seconds(15),
        site: String? = nil,
        places: any PlaceFinding = NoPlaceFinding()
    ) {
        self.location = location
        self.taxonomyRefresher = taxonomyRefresher
        self.wallClock = wallClock
        self.clock = clock
        self.analytics = analytics
        self.drafts = drafts
        self.submitter = submitter
        self.pasteboard = pasteboard
        self.gpsTimeout = gpsTimeout
        self.site = site
        self.places = places
    }
}
