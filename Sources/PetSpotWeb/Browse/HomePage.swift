import PetSpotDomain
import PetSpotFlows

/// `/`: the two report buttons, then reports near the visitor on a map and in a list.
@MainActor
struct HomePage {
    struct Context: Sendable {
        let pageTitle = Copy.Browse.homeTitle
        let title = Copy.Browse.homeTitle
        let reportMissingTitle = Copy.Browse.reportMissing
        let reportMissingTestID = TestIdentifiers.Browse.reportMissingButton
        let reportFoundTitle = Copy.Browse.reportFound
        let reportFoundTestID = TestIdentifiers.Browse.reportFoundButton
        let areaNote: String?
        let usesVisitorLocation: Bool
        let useMyLocationTitle = Copy.Web.useMyLocation
        let useMyLocationTestID = TestIdentifiers.Browse.useMyLocationButton
        let rows: [ReportRowView]
        let empty: String?
        let banner: NoticeView?
        let map: MapView
        let moreHref: String
        let moreTitle = Copy.Web.allReports
        let alerts: AlertLink
        let reunited: Reunited?
    }

    /// The "Reunited" strip: the latest reunions and how many pets are home again.
    struct Reunited {
        let title: String
        let count: String
        let testID: String
        let countTestID: String
        let rows: [ReportRowView]
    }

    let browsing: any ReportsBrowsing
    let defaultArea: Coordinates

    /// Home shows the nearest few; "All reports" leads to the whole list, a page at a time. A home
    /// page of a hundred cards was long on a phone, and four times the work of the nearby list.
    static let shown = 20

    /// `visitor` is the position the browser shared (`?lat=&lng=`), if any.
    func context(visitor: Coordinates?) async -> (Context, failure: BrowseError?) {
        let location = BrowserLocation(report: visitor.map { .fix($0) } ?? .unavailable)
        let model = ReportsListViewModel(
            kind: .nearby, browsing: browsing, location: location, defaultArea: defaultArea, pageSize: Self.shown)
        let strip = ReunitedStripViewModel(browsing: browsing)
        async let stripLoaded: Void = strip.load()
        await model.load()
        await stripLoaded
        let centre = visitor ?? defaultArea
        let context = Context(
            areaNote: model.areaNote, usesVisitorLocation: visitor != nil, rows: model.rows.map(ReportRowView.init),
            empty: model.emptyMessage, banner: model.banner.map(NoticeView.init),
            map: MapView(
                pinsJSON: MapPinsJSON.encode(model.pins), centreLatitude: centre.latitude,
                centreLongitude: centre.longitude,
                listedBelow: !model.pins.isEmpty),
            moreHref: "\(SitePath.reports.path)?lat=\(centre.latitude)&lng=\(centre.longitude)&range=10",
            alerts: AlertLink(around: centre),
            reunited: strip.isShown
                ? Reunited(
                    title: strip.title, count: strip.countText, testID: strip.accessibilityID,
                    countTestID: strip.countAccessibilityID, rows: strip.rows.map(ReportRowView.init)) : nil
        )
        return (context, model.failure)
    }
}
