import Foundation
import PetSpotDomain
import PetSpotPlaces
import PetSpotOutbox

/// Writes the area alerts' mail: the confirmation that asks the address, and each alert's mail of
/// new reports near its centre — for each report its photo, name or species and status, how far
/// and which way from the centre, since when and where, and a button to its page; the subject
/// says how many and where ("2 lost pets near Nowa Huta"). Plain text and HTML; every mail carries
/// the alert's stop link, also as `List-Unsubscribe` with RFC 8058 one-click. No contact of any
/// report is in it: the report's page shows what its owner made public.
package struct AlertMailWriter: Sendable {
    package let settings: MailSettings
    package let publicURL: URL
    package let tokens: MailLinkTokens
    /// The public address without a trailing slash, which the links' paths follow.
    private let base: String

    package init(settings: MailSettings, publicURL: URL, tokens: MailLinkTokens) {
        self.settings = settings
        self.publicURL = publicURL
        self.tokens = tokens
        let address = publicURL.absoluteString
        base = address.hasSuffix("/") ? String(address.dropLast()) : address
    }

    /// How many reports one mail lists; the rest are on the area's list, linked.
    package static let reportsPerMail = 20

    /// The mail that asks the address to confirm `alert` (and any other it asked for meanwhile).
    package func confirmation(_ alert: StoredAlert, now: Date) -> OutboxMail {
        Language.speaking(alert.request.language) { () -> OutboxMail in  // the subscriber's language, as the alert was asked in
            let request = alert.request
            return settings.mail(
                .alertConfirmation, about: alert.id, to: EmailAddress.asciiDomain(request.email),
                subject: Copy.Alerts.confirmSubject(radiusKm: request.radiusKm),
                paragraphs: [
                    // No area name: it goes to an address that has not said yes, so it carries nothing the requester typed.
                    .text(Copy.Alerts.confirmIntro),
                    .text(Self.describe(request, named: false) + " — " + Copy.Alerts.often(request.frequency) + "."),
                    .button(Copy.Alerts.confirmLink, confirmationURL(request.email, issuedAt: now)),
                    .text(Copy.Alerts.confirmNotYou),
                ], unsubscribe: link(.stopAlert, alert.id), language: request.language, now: now)
        }
    }

    /// The mail of `due`'s reports (nearest first) to its alert's address.
    package func mail(_ due: AlertDeliveries.Due, now: Date) -> OutboxMail? {
        Language.speaking(due.alert.request.language) { () -> OutboxMail? in
            let (alert, request) = (due.alert, due.alert.request)
            guard !due.reports.isEmpty else { return nil }
            var paragraphs: [MailParagraph] = [
                .text(Copy.Alerts.intro(due.reports.count, radiusKm: request.radiusKm, name: request.areaName))
            ]
            for record in due.reports.prefix(Self.reportsPerMail) {
                let report = record.announcement()
                let page = URL(string: base + SitePath.report(.value(report.id)).path) ?? publicURL
                let (status, species, sex) = (report.content.status, report.content.species, report.content.sex)
                // A report with neither name nor breed is titled by its species: "Pies — znaleziony pies"
                // said it twice, so it is named by its kind alone ("Znaleziony pies").
                let named = report.content.petName != nil || report.content.breed != nil
                paragraphs.append(
                    .heading(
                        named
                            ? "\(report.displayTitle) — \(Copy.PetWords.alertLine.words(status, species: species, sex: sex))"
                            : Copy.PetWords.title.words(status, species: species, sex: sex)))
                if let photo = report.photoUrl,
                    let thumbnail = URL(string: PhotoRendition.thumbnail.path(ofPhoto: photo), relativeTo: publicURL)
                {
                    paragraphs.append(.image(thumbnail.absoluteURL, alternative: report.displayTitle))
                }
                paragraphs.append(.text(Self.seen(report, from: request.centre)))
                paragraphs.append(.button(Copy.Alerts.seeReport, page))
            }
            if due.reports.count > Self.reportsPerMail {
                paragraphs.append(
                    .link(Copy.Alerts.moreReports(due.reports.count - Self.reportsPerMail), listURL(request)))
            }
            let stop = link(.stopAlert, alert.id)
            paragraphs += [
                .text(Copy.Alerts.footer(Self.describe(request), often: Copy.Alerts.often(request.frequency))),
                .link(Copy.Alerts.change, link(.manageAlert, alert.id)), .link(Copy.Alerts.stop, stop),
            ]
            return settings.mail(
                .alert, about: alert.id, to: EmailAddress.asciiDomain(request.email), subject: Self.subject(due),
                paragraphs: paragraphs, unsubscribe: stop, language: request.language, now: now)
        }
    }

    /// "2 lost pets near Nowa Huta"; without a name, how far: "A lost dog 1.2 km from your point",
    /// "3 lost and found pets within 4.8 km of your point".
    package static func subject(_ due: AlertDeliveries.Due) -> String {
        let reports = due.reports.map { $0.announcement() }
        let species = Set(reports.map(\.content.species)).count == 1 ? reports.first?.content.species : nil
        let kind = Copy.Alerts.kind(
            missing: reports.contains { $0.content.status == .missing },
            found: reports.contains { $0.content.status == .found },
            species: species, plural: reports.count > 1)
        let place: String
        if let name = due.alert.request.areaName {
            place = Copy.Alerts.near(name)
        } else {
            let farthest =
                reports.compactMap {
                    $0.location.map { GreatCircle.kilometres(from: due.alert.request.centre, to: $0) }
                }.max() ?? 0
            place =
                reports.count == 1
                ? Copy.Alerts.from(Copy.length(kilometres: farthest))
                : Copy.Alerts.within(Copy.length(kilometres: farthest))
        }
        return Copy.Alerts.subject(count: reports.count, kind: kind, where: place)
    }

    /// Since when, how far and which way from the alert's centre, and where in words:
    /// "Missing since 20/11/2026 · 1.2 km north-east of your point (near Bieńczyce, Kraków)".
    package static func seen(_ report: Announcement, from centre: Coordinates) -> String {
        let since = Copy.Alerts.lastSeen(report.content.lastSeenDate.displayed, status: report.content.status)
        guard let place = report.location?.rounded, let words = report.placeInWords else { return since }
        let distance = Copy.length(
            kilometres: GreatCircle.kilometres(from: centre, to: place), in: report.place?.distanceUnit ?? .kilometres)
        return
            "\(since) · \(Copy.Alerts.whereFromCentre(distance, CompassDirection(from: centre, to: place))) (\(words))"
    }

    /// The alert in words: "Lost and found pets within 5 km of Nowa Huta (Bieńczyce, Kraków)", the
    /// name its subscriber gave and the named place nearest its centre.
    package static func describe(_ request: AlertRequest, named: Bool = true) -> String {
        let kind = Copy.Alerts.kind(
            missing: request.status != .found, found: request.status != .missing, species: request.species, plural: true
        )
        return Copy.Alerts.describe(
            radiusKm: request.radiusKm, kind: kind,
            place: PlaceDescriptions.shared.description(of: request.centre)?.shownPlace ?? request.centre.shown,
            name: named ? request.areaName : nil)
    }

    /// The link that confirms the alerts asked for `email` by `issuedAt` (a page with one button; its POST confirms).
    package func confirmationURL(_ email: String, issuedAt: Date) -> URL {
        SitePath.confirmAlerts.url(
            on: publicURL, token: tokens.alertConfirmation(MailAddresses.key(email), issuedAt: issuedAt))
    }

    /// `/alerts/unsubscribe` or `/alerts/manage` for the alert.
    package func link(_ path: SitePath, _ alertID: String) -> URL {
        path.url(on: publicURL, token: tokens.alert(alertID))
    }

    /// The site's list around the alert's centre, with its filters.
    private func listURL(_ request: AlertRequest) -> URL {
        var components = URLComponents(url: SitePath.reports.url(on: publicURL), resolvingAgainstBaseURL: false)
        components?.queryItems = [
            URLQueryItem(name: "lat", value: "\(request.centre.latitude)"),
            URLQueryItem(name: "lng", value: "\(request.centre.longitude)"),
            URLQueryItem(name: "range", value: "\(request.radiusKm)"),
        ]
        return components?.url ?? publicURL
    }
}
