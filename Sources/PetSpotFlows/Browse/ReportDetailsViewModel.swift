import Foundation
import Observation
import PetSpotDomain

/// One report's details: every field worded, and the ways to reach the reporter. It reads the
/// report; what it shows of it is `ReportPresentation`'s, at the clock's reading.
@Observable @MainActor
public final class ReportDetailsViewModel {
    public typealias Row = ReportPresentation.Row

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

    /// The report as shown now; `nil` until it is read.
    public var presentation: ReportPresentation? {
        report.map { ReportPresentation($0, now: clock.now, timeZone: clock.timeZone) }
    }

    public func load() async {
        isLoading = true
        defer { isLoading = false }
        let read: Result<Announcement, BrowseError>
        do { read = .success(try await browsing.report(id: id)) } catch { read = .failure(error) }
        show(read)
    }

    /// Shows the report as a read of it went.
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

    // What the screen shows, as the presentation says it (empty until the report is read).
    public var title: String { presentation?.title ?? "" }
    public var badge: String? { presentation?.badge }
    public var badgeColor: ColorToken? { presentation?.badgeColor }
    public var photoPath: String? { presentation?.photoPath }
    public var standingLine: String? { presentation?.standingLine }
    public var takesSightings: Bool { presentation?.takesSightings ?? false }
    public var showsMatches: Bool { presentation?.showsMatches ?? false }
    public var rows: [Row] { presentation?.rows ?? [] }
    public var callURL: URL? { presentation?.callURL }
    public var emailURL: URL? { presentation?.emailURL }
    public var mapURL: URL? { presentation?.mapURL }
    public var pin: MapPinModel? { presentation?.pin }

    public var photoAccessibilityID: String { ReportPresentation.photoAccessibilityID }
    public var standingAccessibilityID: String { ReportPresentation.standingAccessibilityID }
    public var manageTitle: String { ReportPresentation.manageTitle }
    public var manageAccessibilityID: String { ReportPresentation.manageAccessibilityID }
    public var possibleMatchesTitle: String { ReportPresentation.possibleMatchesTitle }
    public var possibleMatchesExplanation: String { ReportPresentation.possibleMatchesExplanation }
    public var showMatchesTitle: String { ReportPresentation.showMatchesTitle }
    public var showMatchesAccessibilityID: String { ReportPresentation.showMatchesAccessibilityID }
    public var possibleMatchesAccessibilityID: String { ReportPresentation.possibleMatchesAccessibilityID }
    public var callTitle: String { ReportPresentation.callTitle }
    public var emailTitle: String { ReportPresentation.emailTitle }
    public var showOnMapTitle: String { ReportPresentation.showOnMapTitle }
    public var callAccessibilityID: String { ReportPresentation.callAccessibilityID }
    public var emailAccessibilityID: String { ReportPresentation.emailAccessibilityID }
    public var mapLinkAccessibilityID: String { ReportPresentation.mapLinkAccessibilityID }
}
