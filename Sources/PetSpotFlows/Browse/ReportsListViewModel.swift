import Observation
import PetSpotDomain

/// A list (and map) of reports near the person: their position when they allow it, else a default area.
@Observable @MainActor
public final class ReportsListViewModel {
    public let kind: ReportsListKind
    public private(set) var rows: [ReportRowModel] = []
    public private(set) var pins: [MapPinModel] = []
    public private(set) var isLoading = false
    /// Shown when loading failed; its action is `retry()`.
    public private(set) var banner: BannerModel?
    /// Why the last load failed, while its banner shows.
    public private(set) var failure: BrowseError?
    /// Said above the list when the default area stands in for the person's position.
    public private(set) var areaNote: String?
    public private(set) var nextCursor: String?

    private let browsing: any ReportsBrowsing
    private let location: any LocationProviding
    private let defaultArea: Coordinates
    private let rangeKilometres: Int
    private let pageSize: Int?
    private var centre: Coordinates?
    /// Where the list is centred once loaded (the person, or the default area): what "Alerts for
    /// this area by mail" opens around.
    public var areaCentre: Coordinates? { centre }
    private var hasLoaded = false

    public init(
        kind: ReportsListKind, browsing: any ReportsBrowsing, location: any LocationProviding,
        defaultArea: Coordinates = .defaultArea, rangeKilometres: Int = 10, pageSize: Int? = nil
    ) {
        self.kind = kind
        self.browsing = browsing
        self.location = location
        self.defaultArea = defaultArea
        self.rangeKilometres = rangeKilometres
        self.pageSize = pageSize
    }

    public var title: String { kind.title }
    public var canLoadMore: Bool { nextCursor != nil && !isLoading }
    public var loadMoreTitle: String { Copy.Browse.loadMore }
    public var loadMoreAccessibilityID: String { TestIdentifiers.Browse.loadMoreButton }
    public var mapAccessibilityID: String { TestIdentifiers.Browse.map }
    /// "No reports near you yet." once a load found none.
    public var emptyMessage: String? { hasLoaded && rows.isEmpty && banner == nil ? Copy.Browse.noneNearby : nil }
    public var loadingMessage: String? { isLoading && rows.isEmpty ? Copy.Browse.loading : nil }

    /// The screen appeared: the first time, it loads; after that (a tab switched back to, Back from
    /// a report) the list stays as it was, its "Load more" pages with it, and location is not
    /// asked for again. Pull to refresh and Retry are `load()`.
    public func appear() async {
        guard !hasLoaded, rows.isEmpty else { return }
        await load()
    }

    /// Loads the first page around the person (asking for location only if it was never asked).
    public func load() async {
        guard !isLoading else { return }
        let centre = await searchCentre()
        self.centre = centre
        await fetch(around: centre, after: nil)
    }

    public func loadMore() async {
        guard let centre, let cursor = nextCursor, !isLoading else { return }
        await fetch(around: centre, after: cursor)
    }

    public func retry() async {
        if let centre, !rows.isEmpty, let cursor = nextCursor {
            await fetch(around: centre, after: cursor)
        } else {
            await load()
        }
    }

    private func searchCentre() async -> Coordinates {
        var permission = await location.permissionStatus()
        if permission == .notDetermined { permission = await location.requestPermission() }
        if permission == .authorized, let here = try? await location.currentCoordinates() {
            areaNote = nil
            return here
        }
        areaNote = Copy.Browse.nearDefaultArea
        return defaultArea
    }

    private func fetch(around centre: Coordinates, after cursor: String?) async {
        isLoading = true
        defer { isLoading = false }
        do {
            let filter = ReportsFilter(
                centre: centre, rangeKilometres: rangeKilometres, status: kind.status, limit: pageSize)
            let page = try await browsing.reports(matching: filter, cursor: cursor)
            let newRows = page.reports.map(ReportRowModel.init)
            let newPins = page.reports.compactMap(MapPinModel.init)
            rows = cursor == nil ? newRows : rows + newRows
            pins = cursor == nil ? newPins : pins + newPins
            nextCursor = page.nextCursor
            banner = nil
            failure = nil
            hasLoaded = true
        } catch {
            // A load the screen cancelled (it went away) failed for no reason worth saying.
            guard !Task.isCancelled else { return }
            banner = error.banner(accessibilityID: TestIdentifiers.Browse.listBanner)
            failure = error
        }
    }
}
