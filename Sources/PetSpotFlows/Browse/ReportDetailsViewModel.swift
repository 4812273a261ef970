import Foundation
import Observation
import PetSpotDomain

/// One report's details: every field worded, and the ways to reach the reporter.
@Observable @MainActor
public final class ReportDetailsViewModel {
    /// One labelled value.
    public struct Row: Hashable, Sendable, Identifiable {
        public let label: String
        public let value: String
        public var id: String { label }
    }

    public let id: String
    public private(set) var report: Announcement?
    public private(set) var isLoading = false
    public private(set) var banner: BannerModel?
    /// Why the report could not be shown (`.notFound`: it was removed).
    public private(set) var failure: BrowseError?

    private let browsing: any ReportsBrowsing
    private let clock: any WallClock

    public init(id: String, browsing: any ReportsBrowsing, clock: any WallClock = SystemWallClock()) {
        self.id = id
        self.browsing = browsing
        self.clock = clock
    }

    /// Says a report is no longer looking (reunited, closed, expired); `nil` while it is open.
    public var standingLine: String? { report?.standing(at: clock.now).publicLine(in: clock.timeZone) }
    public let standingAccessibilityID = TestIdentifiers.Manage.standingBanner
    /// The way to "Manage my report".
    public let manageTitle = Copy.Manage.link
    public let manageAccessibilityID = TestIdentifiers.Manage.link
    /// The report's possible matches: a search of their own, asked for when wanted (the web shows
    /// them on a page of their own; the app below the report).
    public let possibleMatchesTitle = Copy.Matching.title
    public let possibleMatchesExplanation = Copy.Matching.explanation
    public let showMatchesTitle = Copy.Matching.show
    public let showMatchesAccessibilityID = TestIdentifiers.Matching.showButton
    public let possibleMatchesAccessibilityID = TestIdentifiers.Matching.section

    public func load() async {
        isLoading = true
        defer { isLoading = false }
        let read: Result<Announcement, BrowseError>
        do { read = .success(try await browsing.report(id: id)) } catch { read = .failure(error) }
        show(read)
    }

    /// Shows the report as a read of it went, when the screen read it before the model was made
    /// (the web page reads it beside its sightings, then builds its models in one visit to the main actor).
    public func show(_ read: Result<Announcement, BrowseError>) {
        switch read {
        case .success(let report):
            self.report = report
            banner = nil
            failure = nil
        case .failure(let error):
            failure = error
            banner = error.banner(accessibilityID: TestIdentifiers.Browse.detailsBanner)
        }
    }

    public var title: String { report?.displayTitle ?? "" }
    public var badge: String? { report?.badge.text }
    public var badgeColor: ColorToken? { report?.badge.color }
    /// The photo at the size of a report's page (a phone photo's original may be several megabytes).
    public var photoPath: String? { report?.photoUrl.map(PhotoRendition.display.path(ofPhoto:)) }
    public var photoAccessibilityID: String { TestIdentifiers.Browse.detailsPhoto }

    /// Every field the report has, in reading order; absent ones are left out.
    public var rows: [Row] {
        guard let report else { return [] }
        var rows: [Row] = [
            Row(label: Copy.Browse.lastSeenLabel(report.status), value: report.lastSeenDate.displayed),
            Row(label: Copy.Browse.speciesLabel, value: SpeciesTaxonomy.bundled.option(for: report.species)?.displayName ?? report.species.rawValue.capitalized),
        ]
        if let breed = report.breed { rows.append(Row(label: Copy.Browse.breedLabel, value: breed)) }
        rows.append(Row(label: Copy.Browse.sexLabel, value: report.sex.displayName))
        if let age = report.age, age > 0 { rows.append(Row(label: Copy.Browse.ageLabel, value: Copy.Browse.age(years: age))) }
        if let chip = report.microchipNumber { rows.append(Row(label: Copy.Browse.microchipLabel, value: MicrochipNumber.formatted(chip))) }
        if let collar = report.collar { rows.append(Row(label: Copy.Browse.collarLabel, value: collar)) }
        if let description = report.description { rows.append(Row(label: Copy.Browse.descriptionLabel, value: description)) }
        if let reward = report.reward { rows.append(Row(label: Copy.Browse.rewardLabel, value: reward)) }
        if let coordinates = report.location {
            rows.append(Row(label: Copy.Browse.locationLabel,
                            value: "\(Coordinates.formatted(coordinates.latitude)), \(Coordinates.formatted(coordinates.longitude))"))
        }
        if let phone = report.phone { rows.append(Row(label: Copy.Browse.phoneLabel, value: phone)) }
        if let email = report.email { rows.append(Row(label: Copy.Browse.emailLabel, value: email)) }
        if let caregiver = report.caregiverPhone { rows.append(Row(label: Copy.Browse.caregiverPhoneLabel, value: caregiver)) }
        // Said, so nobody takes the missing phone for a report nobody can answer by mistake.
        if report.contactVisibility == .private, report.phone == nil, report.email == nil {
            rows.append(Row(label: Copy.Browse.contactLabel, value: Copy.Browse.contactPrivate))
        }
        return rows
    }

    /// `tel:` for the Call button; `nil` hides it.
    public var callURL: URL? { report?.phone.flatMap { ContactWay.phone($0).url } }
    /// `mailto:` for the Email button; `nil` hides it.
    public var emailURL: URL? { report?.email.flatMap { ContactWay.email($0).url } }
    /// The report's place on OpenStreetMap; `nil` without a location.
    public var mapURL: URL? {
        report?.location.flatMap {
            URL(string: "https://www.openstreetmap.org/?mlat=\($0.latitude)&mlon=\($0.longitude)#map=16/\($0.latitude)/\($0.longitude)")
        }
    }
    public var pin: MapPinModel? { report.flatMap(MapPinModel.init) }

    public var callTitle: String { Copy.Browse.call }
    public var emailTitle: String { Copy.Browse.email }
    public var showOnMapTitle: String { Copy.Browse.showOnMap }
    public var callAccessibilityID: String { TestIdentifiers.Browse.detailsCallButton }
    public var emailAccessibilityID: String { TestIdentifiers.Browse.detailsEmailButton }
    public var mapLinkAccessibilityID: String { TestIdentifiers.Browse.detailsMapLink }
}
