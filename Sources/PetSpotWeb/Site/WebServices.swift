import PetSpotFlows

/// The effects the pages run on: the same seams as the iOS app (the API client in production).
public struct WebServices: Sendable {
    public var submitter: any ReportSubmitting
    public var browsing: any ReportsBrowsing
    public var managing: any ReportManaging
    /// Sightings and messages from a report's visitors.
    public var reaching: any ReportReaching
    /// Each report's possible matches.
    public var matching: any ReportMatching
    public var taxonomyRefresher: any TaxonomyRefreshing
    /// Where the wizards' product events go (the server's metrics).
    public var analytics: any AnalyticsTracking

    public init(submitter: any ReportSubmitting, browsing: any ReportsBrowsing, managing: any ReportManaging, reaching: any ReportReaching,
                matching: any ReportMatching, taxonomyRefresher: any TaxonomyRefreshing, analytics: any AnalyticsTracking = NoAnalytics()) {
        self.reaching = reaching
        self.matching = matching
        self.analytics = analytics
        self.submitter = submitter
        self.browsing = browsing
        self.managing = managing
        self.taxonomyRefresher = taxonomyRefresher
    }
}
