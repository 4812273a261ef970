import PetSpotDomain
import PetSpotFlows

/// A report and its latest sightings, read together.
public typealias ReportPageReading =
    @Sendable (_ id: String, _ latestSightings: Int) async throws(BrowseError) -> (
        report: Announcement, sightings: [Sighting]
    )

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
    /// A report's page: the report and its latest sightings in one read.
    public var reportPage: ReportPageReading
    /// Area alerts asked for, and changed or stopped from their mails' links.
    public var alerts: any AreaAlerting
    public var alertManaging: any AlertManaging
    /// Reports' flyers: their short addresses and how often they were opened.
    public var flyers: any ReportFlyers & ShortAddressOpening
    /// Places found by name, for every form with a place.
    public var places: any PlaceFinding

    public init(
        submitter: any ReportSubmitting, browsing: any ReportsBrowsing, managing: any ReportManaging,
        reaching: any ReportReaching,
        matching: any ReportMatching, alerts: any AreaAlerting & AlertManaging,
        flyers: any ReportFlyers & ShortAddressOpening, places: any PlaceFinding = NoPlaceFinding(),
        reportPage: @escaping ReportPageReading
    ) {
        self.places = places
        self.reportPage = reportPage
        self.flyers = flyers
        self.alerts = alerts
        self.alertManaging = alerts
        self.submitter = submitter
        self.browsing = browsing
        self.managing = managing
        self.reaching = reaching
        self.matching = matching
    }
}
