import PetSpotFlows

/// One visitor's effects: the same seams as the iOS app, over the server's services in the same
/// process, each call counted for that visitor by the per-client limits (`PetSpotSite`).
public struct WebServices: Sendable {
    public var submitter: any ReportSubmitting
    public var browsing: any ReportsBrowsing
    public var managing: any ReportManaging
    /// Sightings and messages from a report's visitors.
    public var reaching: any ReportReaching
    /// Each report's possible matches.
    public var matching: any ReportMatching

    public init(submitter: any ReportSubmitting, browsing: any ReportsBrowsing, managing: any ReportManaging, reaching: any ReportReaching,
                matching: any ReportMatching) {
        self.submitter = submitter
        self.browsing = browsing
        self.managing = managing
        self.reaching = reaching
        self.matching = matching
    }
}
