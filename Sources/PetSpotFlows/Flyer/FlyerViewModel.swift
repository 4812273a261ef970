import Foundation
import Observation
import PetSpotDomain

/// A report's flyer in the app: its short address asked for once, then the sheet's values
/// (`FlyerPresentation`), the same the web prints, which the app draws as a PDF to share.
@Observable @MainActor
public final class FlyerViewModel {
    public let report: Announcement
    public private(set) var presentation: FlyerPresentation?
    public private(set) var failure: BrowseError?
    public private(set) var isLoading = false

    private let flyers: any ReportFlyers
    private let clock: any WallClock

    public init(report: Announcement, flyers: any ReportFlyers, clock: any WallClock = SystemWallClock()) {
        self.report = report
        self.flyers = flyers
        self.clock = clock
    }

    /// The report's paper collars, once its short address is known (`load`).
    public var collar: PaperCollar? { presentation.map { PaperCollar(report: report, shortAddress: $0.shortAddress) } }
    public let collarTitle = Copy.Collar.link

    public let title = FlyerPresentation.linkTitle
    public let shareTitle = FlyerPresentation.printTitle
    public let accessibilityID = FlyerPresentation.accessibilityID
    public let shareAccessibilityID = FlyerPresentation.printAccessibilityID

    /// What went wrong, in the list's words ("No connection…"); `nil` while nothing did.
    public var banner: BannerModel? { failure.map { $0.banner(accessibilityID: TestIdentifiers.Flyer.sheet) } }

    /// Asks for the short address (once: a flyer already made stays).
    public func load() async {
        guard presentation == nil, !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        do {
            let address = try await flyers.shortAddress(of: report.id)
            presentation = FlyerPresentation(report, shortAddress: address, now: clock.now, timeZone: clock.timeZone)
            failure = nil
        } catch {
            failure = error
        }
    }
}
