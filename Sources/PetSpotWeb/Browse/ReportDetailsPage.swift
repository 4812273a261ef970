import Foundation
import PetSpotDomain
import PetSpotFlows

/// `/reports/{id}`: the photo, every field, the map link, ways to reach the reporter, where the
/// report stands, its sightings (a timeline, and grey pins on its map), "I saw this pet" and
/// "Contact the owner" while it is open, its possible matches, and the way to "Manage my report" for its owner.
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
        /// "Print a flyer", for the owner and anyone who helps.
        var flyer: Link? = nil
        var sightings: SightingsView? = nil
        var sightingForm: SightingFormView? = nil
        var messageForm: MessageFormView? = nil
        /// Where the report's possible matches are: a search of their own, on a page of their own,
        /// so that the crowd a shared report brings does not run one each.
        var matches: MatchesLink? = nil
        /// Alerts by mail around the report's place, for the neighbours who come to it.
        var alerts: AlertLink? = nil
        /// What a shared link of the page shows (Open Graph, X's card), absolute addresses.
        var share: ShareTags? = nil
        /// "Share the report": the card, the address, the share sheet or Copy link.
        var sharing: ReportSharing? = nil
        let removedMessage: String?
        let removedTestID = TestIdentifiers.Removal.removedMessage
        let listHref = SitePath.reports.path
        let listTitle = Copy.Web.removedBackToList
    }

    /// The forms of a report's page as a post left them (what was typed, each problem), or as sent.
    struct Forms: Sendable {
        var sighting: SightingForm?
        var message: ContactOwnerForm?
        var sent: ReachingForm?
    }

    /// What a report's page shows, read before its values are made: the report and its latest
    /// sightings in one read (`WebServices.reportPage`: what a crowd sent to one report's page costs,
    /// issue 34).
    struct Reads: Hashable, Sendable {
        let report: Result<Announcement, BrowseError>
        let sightings: [Sighting]

        /// The latest sightings only: a report's page stays one page however many people write (its owner reads all).
        static func of(_ id: String, reading: ReportPageReading) async -> Reads {
            do {
                let read = try await reading(id, SightingsView.shown)
                return Reads(report: .success(read.report), sightings: read.sightings)
            } catch {
                return Reads(report: .failure(error), sightings: [])
            }
        }
    }

    /// What a report's page shows, whole: what was read, the note a post left (`sent`), where the
    /// report stands now (an expiry falls at any second), and the minute and zone its empty
    /// sighting form opens on. Equal values make the same page (`RenderedPages`).
    struct Shown: Hashable, Sendable {
        let reads: Reads
        let sent: ReachingForm?
        let standing: ReportStanding?
        let minute: Int
        let timeZone: TimeZone

        init(_ reads: Reads, sent: ReachingForm?, now: Date, timeZone: TimeZone) {
            self.reads = reads
            self.sent = sent
            standing = try? reads.report.get().standing(at: now)
            minute = Int((now.timeIntervalSince1970 / 60).rounded(.down))
            self.timeZone = timeZone
        }
    }

    /// The page of what was read, at `now` in `timeZone` (the visitor's, when a post said it):
    /// pure values, made on the request's own task, beside other requests (issue 34: made on the
    /// main actor, every page waited for the one before). Its empty forms are `SightingForm`'s and
    /// `ContactOwnerForm`'s, the values the view models edit.
    static func context(
        id: String, reads: Reads, forms: Forms = Forms(), now: Date, timeZone: TimeZone, site: String
    ) -> (Context, failure: BrowseError?) {
        let report: Announcement
        switch reads.report {
        case .success(let read): report = read
        case .failure(let failure):
            let banner = failure.banner(accessibilityID: TestIdentifiers.Browse.detailsBanner)
            let title = banner.title
            let context = Context(
                pageTitle: title, title: title, badge: nil, badgeClass: "", photoURL: nil, photoAlt: "", rows: [],
                links: [], banner: NoticeView(banner), map: nil, removedMessage: nil)
            return (context, failure)
        }
        typealias Shown = ReportPresentation
        let shown = ReportPresentation(report, now: now, timeZone: timeZone)
        var links: [Link] = []
        if let href = shown.call?.href {
            links.append(Link(href: href, title: Shown.callTitle, testID: Shown.callAccessibilityID))
        }
        if let href = shown.email?.href {
            links.append(Link(href: href, title: Shown.emailTitle, testID: Shown.emailAccessibilityID))
        }
        if let href = shown.mapHref {
            links.append(Link(href: href, title: Shown.showOnMapTitle, testID: Shown.mapLinkAccessibilityID))
        }
        let sightings = reads.sightings
        let pins = (shown.pin.map { [$0] } ?? []) + sightings.map { MapPinModel($0, of: report, in: timeZone) }
        var context = Context(
            pageTitle: shown.title, title: shown.title, badge: shown.badge, badgeClass: shown.badgeColor.badgeClass,
            photoURL: shown.photoPath, photoAlt: "\(Copy.Web.photoAlt): \(shown.title)",
            rows: shown.rows.map { Row(label: $0.label, value: $0.value) }, links: links, banner: nil,
            map: pins.first.map {
                MapView(
                    pinsJSON: MapPinsJSON.encode(pins), centreLatitude: $0.coordinates.latitude,
                    centreLongitude: $0.coordinates.longitude,
                    listedBelow: false)
            },
            standing: shown.standingLine,
            manage: Link(
                href: SitePath.manage(.value(id)).path, title: Shown.manageTitle, testID: Shown.manageAccessibilityID),
            flyer: Link(
                href: SitePath.flyer(.value(id)).path, title: FlyerPresentation.linkTitle,
                testID: FlyerPresentation.linkAccessibilityID),
            removedMessage: nil
        )
        // Nobody looks for a match of a pet that is home, or of a report its owner ended.
        context.matches = shown.showsMatches ? MatchesLink(id: id) : nil
        context.share = ShareTags(report, site: site)
        context.sharing = ReportSharing(
            reportID: id, site: site, title: report.shareTitle, hasPhoto: report.photoUrl != nil)
        context.alerts = AlertLink(around: report.location)
        context.sightings = SightingsView(OwnerInbox(messages: [], sightings: sightings).sightingRows(in: timeZone))
        // A closed or expired report, or a found pet's, takes no sightings; its owner may still be written to.
        if shown.takesSightings {
            let sighting = forms.sighting ?? SightingForm(report: report, now: now, timeZone: timeZone)
            context.sightingForm = SightingFormView(sighting, sent: forms.sent == .sighting)
        }
        context.messageForm = MessageFormView(
            forms.message ?? ContactOwnerForm(reportID: id, status: report.status), sent: forms.sent == .message)
        return (context, nil)
    }
}

extension ReportDetailsPage {
    /// The page that says a report was removed, once the report is really gone; `nil` while it can still be read.
    static func removedContext(id: String, browsing: any ReportsBrowsing) async -> Context? {
        do {
            _ = try await browsing.report(id: id)
            return nil
        } catch {
            guard error == .notFound else { return nil }
        }
        return Context(
            pageTitle: Copy.Removal.title, title: Copy.Removal.title, badge: nil, badgeClass: "", photoURL: nil,
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

    init(id: String) {
        typealias Shown = ReportPresentation
        title = Shown.possibleMatchesTitle
        explanation = Shown.possibleMatchesExplanation
        href = SitePath.matches(.value(id)).path
        linkTitle = Shown.showMatchesTitle
        linkTestID = Shown.showMatchesAccessibilityID
        testID = Shown.possibleMatchesAccessibilityID
    }
}
