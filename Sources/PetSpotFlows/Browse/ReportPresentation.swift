import Foundation
import PetSpotDomain

/// One report as its screen shows it: every field worded, the ways to reach the reporter and where
/// it stands. A pure function of the report and the clock's reading, so that a web page builds it
/// on the request's own task, beside other requests (issue 34: on the main actor every page waited
/// for the one before), while the app's `ReportDetailsViewModel` shows the same values.
public struct ReportPresentation: Sendable {
    /// One labelled value.
    public struct Row: Hashable, Sendable, Identifiable {
        public let label: String
        public let value: String
        public var id: String { label }
    }

    public let report: Announcement
    /// The reading of the clock the report is judged at (open, resolved, expired).
    public let now: Date
    public let timeZone: TimeZone

    public init(_ report: Announcement, now: Date, timeZone: TimeZone) {
        self.report = report
        self.now = now
        self.timeZone = timeZone
    }

    public var title: String { report.displayTitle }
    public var badge: String { report.badge.text }
    public var badgeColor: ColorToken { report.badge.color }
    /// The photo at the size of a report's page (a phone photo's original may be several megabytes).
    public var photoPath: String? { report.photoUrl.map(PhotoRendition.display.path(ofPhoto:)) }
    /// Says a report is no longer looking (reunited, closed, expired); `nil` while it is open.
    public var standingLine: String? { report.standing(at: now).publicLine(in: timeZone) }
    /// Whether anyone may say they saw the pet: a missing pet's open report. (A found pet is with its
    /// finder; a closed, expired or reunited report is looked for no more.)
    public var takesSightings: Bool { report.status == .missing && report.standing(at: now).isListed }
    /// Whether its possible matches are offered: not once the pet is home or the report ended.
    public var showsMatches: Bool { report.resolution == nil }

    /// Every field the report has, in reading order; absent ones are left out.
    public var rows: [Row] {
        var rows: [Row] = [
            Row(label: Copy.Browse.lastSeenLabel(report.status), value: report.lastSeenDate.displayed),
            Row(label: Copy.Browse.speciesLabel, value: Copy.Taxonomy.species(report.species)),
        ]
        if let breed = report.breed {
            rows.append(Row(label: Copy.Browse.breedLabel, value: Copy.Taxonomy.breed(breed)))
        }
        rows.append(Row(label: Copy.Browse.sexLabel, value: report.sex.displayName))
        if let age = report.age, age > 0 {
            rows.append(Row(label: Copy.Browse.ageLabel, value: Copy.Browse.age(years: age)))
        }
        if let chip = report.microchipNumber {
            rows.append(Row(label: Copy.Browse.microchipLabel, value: MicrochipNumber.formatted(chip)))
        }
        if let collar = report.collar { rows.append(Row(label: Copy.Browse.collarLabel, value: collar)) }
        if let description = report.description {
            rows.append(Row(label: Copy.Browse.descriptionLabel, value: description))
        }
        // A pet that is home (or a report its owner ended) is searched for no more: no reward is on offer.
        if let reward = report.reward, report.resolution == nil {
            rows.append(Row(label: Copy.Browse.rewardLabel, value: reward))
        }
        if let place = report.placeInWords { rows.append(Row(label: Copy.Browse.locationLabel, value: place)) }
        if let phone = report.phone { rows.append(Row(label: Copy.Browse.phoneLabel, value: phone)) }
        if let email = report.email { rows.append(Row(label: Copy.Browse.emailLabel, value: email)) }
        if let caregiver = report.caregiverPhone {
            rows.append(Row(label: Copy.Browse.caregiverPhoneLabel, value: caregiver))
        }
        // Said, so nobody takes the missing phone for a report nobody can answer by mistake.
        if report.contactVisibility == .private, report.phone == nil, report.email == nil {
            rows.append(Row(label: Copy.Browse.contactLabel, value: Copy.Browse.contactPrivate))
        }
        return rows
    }

    /// The Call button's way (`tel:`); `nil` hides it.
    public var call: ContactWay? { report.phone.map(ContactWay.phone) }
    /// The Email button's way (`mailto:`); `nil` hides it.
    public var email: ContactWay? { report.email.map(ContactWay.email) }
    public var callURL: URL? { call?.url }
    public var emailURL: URL? { email?.url }
    /// The report's place on OpenStreetMap, as text; `nil` without a location.
    public var mapHref: String? {
        report.location.map {
            "https://www.openstreetmap.org/?mlat=\($0.latitude)&mlon=\($0.longitude)#map=16/\($0.latitude)/\($0.longitude)"
        }
    }
    public var mapURL: URL? { mapHref.flatMap { URL(string: $0) } }
    public var pin: MapPinModel? { MapPinModel(report) }

    // The words and identifiers around the values, the same for every report.
    public static let photoAccessibilityID = TestIdentifiers.Browse.detailsPhoto
    public static let standingAccessibilityID = TestIdentifiers.Manage.standingBanner
    public static var callTitle: String { Copy.Browse.call }
    public static var emailTitle: String { Copy.Browse.email }
    public static var showOnMapTitle: String { Copy.Browse.showOnMap }
    public static let callAccessibilityID = TestIdentifiers.Browse.detailsCallButton
    public static let emailAccessibilityID = TestIdentifiers.Browse.detailsEmailButton
    public static let mapLinkAccessibilityID = TestIdentifiers.Browse.detailsMapLink
    /// The way to "Manage my report".
    public static var manageTitle: String { Copy.Manage.link }
    public static let manageAccessibilityID = TestIdentifiers.Manage.link
    /// The report's possible matches: a search of their own, asked for when wanted (the web shows
    /// them on a page of their own; the app below the report).
    public static var possibleMatchesTitle: String { Copy.Matching.title }
    public static var possibleMatchesExplanation: String { Copy.Matching.explanation }
    public static var showMatchesTitle: String { Copy.Matching.show }
    public static let showMatchesAccessibilityID = TestIdentifiers.Matching.showButton
    public static let possibleMatchesAccessibilityID = TestIdentifiers.Matching.section
}
