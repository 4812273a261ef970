import Observation
import PetSpotDomain

/// Home's "Reunited" strip: the latest reunions and how many pets are home again, the happy ending
/// other owners want to see. Shown only when there is one; a failure hides it (the list beside it
/// says what went wrong).
@Observable @MainActor
public final class ReunitedStripViewModel {
    public private(set) var rows: [ReportRowModel] = []
    public private(set) var count = 0

    public let title = Copy.Browse.reunitedTitle
    public let accessibilityID = TestIdentifiers.Manage.reunitedStrip
    public let countAccessibilityID = TestIdentifiers.Manage.reunitedCount
    /// How many of the latest reunions it shows.
    public static let shown = 6

    private let browsing: any ReportsBrowsing

    public init(browsing: any ReportsBrowsing) {
        self.browsing = browsing
    }

    public var isShown: Bool { count > 0 && !rows.isEmpty }

    /// "How pets got home", the strip's link.
    public let reunionsTitle = Copy.Reunions.link
    public let reunionsAccessibilityID = TestIdentifiers.Reunions.link
    public func reunionsViewModel() -> ReunionsViewModel { ReunionsViewModel(browsing: browsing) }
    public var countText: String { Copy.Browse.reunitedCount(count) }

    public func load() async {
        do {
            async let statistics = browsing.statistics()
            let page = try await browsing.reports(
                matching: ReportsFilter(resolution: .reunited, limit: Self.shown), cursor: nil)
            count = try await statistics.reunited
            rows = page.reports.prefix(Self.shown).map(ReportRowModel.init)
        } catch {
            rows = []
            count = 0
        }
    }
}
