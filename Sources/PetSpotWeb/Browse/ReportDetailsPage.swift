import PetSpotDomain
import PetSpotFlows

/// `/reports/{id}`: the photo, every field, the map link, ways to reach the reporter, where the
/// report stands, and the way to "Manage my report" for its owner.
@MainActor
struct ReportDetailsPage {
    struct Row {
        let label: String
        let value: String
    }

    struct Link {
        let href: String
        let title: String
        let testID: String
    }

    struct Context {
        let pageTitle: String
        let title: String
        let badge: String?
        let isMissing: Bool
        let photoURL: String?
        let photoAlt: String
        let photoTestID = TestIdentifiers.Browse.detailsPhoto
        let rows: [Row]
        let links: [Link]
        let banner: NoticeView?
        let map: MapView?
        var standing: String? = nil
        let standingTestID = TestIdentifiers.Manage.standingBanner
        var manage: Link? = nil
        let removedMessage: String?
        let removedTestID = TestIdentifiers.Removal.removedMessage
        let listHref = "/reports"
        let listTitle = Copy.Web.removedBackToList
    }

    let browsing: any ReportsBrowsing

    /// The details of `id`: the page, and the failure that kept the report from it (not found, or the server's).
    func context(id: String) async -> (Context, failure: BrowseError?) {
        let model = ReportDetailsViewModel(id: id, browsing: browsing)
        await model.load()
        guard model.report != nil else {
            let title = model.banner?.title ?? Copy.Web.notFoundTitle
            let context = Context(pageTitle: title, title: title, badge: nil, isMissing: false, photoURL: nil, photoAlt: "", rows: [],
                                  links: [], banner: model.banner.map(NoticeView.init), map: nil, removedMessage: nil)
            return (context, model.failure)
        }
        var links: [Link] = []
        if let url = model.callURL { links.append(Link(href: url.absoluteString, title: model.callTitle, testID: model.callAccessibilityID)) }
        if let url = model.emailURL { links.append(Link(href: url.absoluteString, title: model.emailTitle, testID: model.emailAccessibilityID)) }
        if let url = model.mapURL { links.append(Link(href: url.absoluteString, title: model.showOnMapTitle, testID: model.mapLinkAccessibilityID)) }
        let context = Context(
            pageTitle: model.title, title: model.title, badge: model.badge, isMissing: model.badgeColor == .missingPin,
            photoURL: model.photoPath, photoAlt: "\(Copy.Web.photoAlt): \(model.title)",
            rows: model.rows.map { Row(label: $0.label, value: $0.value) }, links: links, banner: nil,
            map: model.pin.map {
                MapView(pinsJSON: MapPinsJSON.encode([$0]), centreLatitude: $0.coordinates.latitude, centreLongitude: $0.coordinates.longitude)
            },
            standing: model.standingLine,
            manage: Link(href: ReportPaths.manage(id), title: model.manageTitle, testID: model.manageAccessibilityID),
            removedMessage: nil
        )
        return (context, nil)
    }
}

extension ReportDetailsPage {
    /// The page that says a report was removed, once the report is really gone; `nil` while it can still be read.
    func removedContext(id: String) async -> Context? {
        let model = ReportDetailsViewModel(id: id, browsing: browsing)
        await model.load()
        guard model.failure == .notFound else { return nil }
        return Context(pageTitle: Copy.Removal.title, title: Copy.Removal.title, badge: nil, isMissing: false, photoURL: nil,
                       photoAlt: "", rows: [], links: [], banner: nil, map: nil, removedMessage: Copy.Removal.removed)
    }
}
