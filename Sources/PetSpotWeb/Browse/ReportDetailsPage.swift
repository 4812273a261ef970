import PetSpotDomain
import PetSpotFlows

/// `/reports/{id}`: the photo, every field, the map link, ways to reach the reporter, where the
/// report stands, its sightings (a timeline, and grey pins on its map), "I saw this pet" and
/// "Contact the owner" while it is open, its possible matches, and the way to "Manage my report" for its owner.
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

    struct Context: Sendable {
        let pageTitle: String
        let title: String
        let badge: String?
        let badgeClass: String
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
        var sightings: SightingsView? = nil
        var sightingForm: SightingFormView? = nil
        var messageForm: MessageFormView? = nil
        /// Where the report's possible matches are: a search of their own, on a page of their own,
        /// so that the crowd a shared report brings does not run one each.
        var matches: MatchesLink? = nil
        let removedMessage: String?
        let removedTestID = TestIdentifiers.Removal.removedMessage
        let listHref = "/reports"
        let listTitle = Copy.Web.removedBackToList
    }

    let browsing: any ReportsBrowsing
    var reaching: (any ReportReaching)? = nil
    var environment: FlowEnvironment? = nil

    /// The forms of a report's page as a post left them (what was typed, each problem), or as sent.
    struct Forms {
        var sighting: SightingFormViewModel?
        var message: ContactOwnerViewModel?
        var sent: ReachingForm?
    }

    /// The report, for a form posted to its page; `nil` when it cannot be read.
    func report(_ id: String) async -> Announcement? {
        let model = ReportDetailsViewModel(id: id, browsing: browsing)
        await model.load()
        return model.report
    }

    /// What a report's page shows, read before its view models are made, off the main actor: the
    /// report and its latest sightings in one read (`WebServices.reportPage`: what a crowd sent to
    /// one report's page costs, issue 34). The models then take them in one visit there, instead of
    /// a visit and a hop back for every read they would await.
    struct Reads: Sendable {
        let report: Result<Announcement, BrowseError>
        let sightings: [Sighting]

        /// The latest sightings only: a report's page stays one page however many people write (its owner reads all).
        nonisolated static func of(_ id: String, reading: ReportPageReading) async -> Reads {
            do {
                let read = try await reading(id, SightingsView.shown)
                return Reads(report: .success(read.report), sightings: read.sightings)
            } catch {
                return Reads(report: .failure(error), sightings: [])
            }
        }
    }

    /// The page of what was read.
    func context(id: String, reads: Reads, forms: Forms = Forms()) -> (Context, failure: BrowseError?) {
        let model = ReportDetailsViewModel(id: id, browsing: browsing)
        model.show(reads.report)
        guard let report = model.report else {
            let title = model.banner?.title ?? Copy.Web.notFoundTitle
            let context = Context(pageTitle: title, title: title, badge: nil, badgeClass: "", photoURL: nil, photoAlt: "", rows: [],
                                  links: [], banner: model.banner.map(NoticeView.init), map: nil, removedMessage: nil)
            return (context, model.failure)
        }
        var links: [Link] = []
        if let url = model.callURL { links.append(Link(href: url.absoluteString, title: model.callTitle, testID: model.callAccessibilityID)) }
        if let url = model.emailURL { links.append(Link(href: url.absoluteString, title: model.emailTitle, testID: model.emailAccessibilityID)) }
        if let url = model.mapURL { links.append(Link(href: url.absoluteString, title: model.showOnMapTitle, testID: model.mapLinkAccessibilityID)) }
        let sightings = reads.sightings
        let timeZone = environment?.wallClock.timeZone ?? .current
        let pins = (model.pin.map { [$0] } ?? []) + sightings.map { MapPinModel($0, of: report, in: timeZone) }
        var context = Context(
            pageTitle: model.title, title: model.title, badge: model.badge, badgeClass: model.badgeColor?.badgeClass ?? "",
            photoURL: model.photoPath, photoAlt: "\(Copy.Web.photoAlt): \(model.title)",
            rows: model.rows.map { Row(label: $0.label, value: $0.value) }, links: links, banner: nil,
            map: pins.first.map {
                MapView(pinsJSON: MapPinsJSON.encode(pins), centreLatitude: $0.coordinates.latitude, centreLongitude: $0.coordinates.longitude,
                        listedBelow: false)
            },
            standing: model.standingLine,
            manage: Link(href: ReportPaths.manage(id), title: model.manageTitle, testID: model.manageAccessibilityID),
            removedMessage: nil
        )
        context.matches = MatchesLink(model, id: id)
        context.sightings = SightingsView(OwnerInbox(messages: [], sightings: sightings).sightingRows(in: timeZone))
        if let reaching, let environment {
            // A closed or expired report takes no sightings; its owner may still be written to.
            if model.standingLine == nil {
                let sighting = forms.sighting ?? SightingFormViewModel(report: report, reaching: reaching, environment: environment)
                context.sightingForm = SightingFormView(sighting, sent: forms.sent == .sighting)
            }
            context.messageForm = MessageFormView(forms.message ?? ContactOwnerViewModel(reportID: id, status: report.status, reaching: reaching), sent: forms.sent == .message)
        }
        return (context, nil)
    }
}

extension ReportDetailsPage {
    /// The page that says a report was removed, once the report is really gone; `nil` while it can still be read.
    func removedContext(id: String) async -> Context? {
        let model = ReportDetailsViewModel(id: id, browsing: browsing)
        await model.load()
        guard model.failure == .notFound else { return nil }
        return Context(pageTitle: Copy.Removal.title, title: Copy.Removal.title, badge: nil, badgeClass: "", photoURL: nil,
                       photoAlt: "", rows: [], links: [], banner: nil, map: nil, removedMessage: Copy.Removal.removed)
    }
}

/// "Possible matches" on a report's page: what they are, and the way to them.
struct MatchesLink: Sendable {
    let title: String
    let explanation: String
    let href: String
    let linkTitle: String
    let linkTestID: String
    let testID: String

    @MainActor
    init(_ model: ReportDetailsViewModel, id: String) {
        title = model.possibleMatchesTitle
        explanation = model.possibleMatchesExplanation
        href = ReportPaths.matches(id)
        linkTitle = model.showMatchesTitle
        linkTestID = model.showMatchesAccessibilityID
        testID = model.possibleMatchesAccessibilityID
    }
}
