import Observation
import PetSpotDomain

/// The species list the wizards offer: the bundled snapshot at once, silently replaced by a
/// newer one from the server; when refreshing fails, the snapshot stays and the screens say so.
@Observable @MainActor
public final class TaxonomyProvider {
    public enum Source: Hashable, Sendable {
        case bundled
        case live
    }

    public private(set) var taxonomy: SpeciesTaxonomy
    public private(set) var source: Source = .bundled
    /// True after a refresh failed: the screens show "Using offline list" with a retry.
    public private(set) var isUsingOfflineList = false
    public private(set) var isRefreshing = false

    private let refresher: any TaxonomyRefreshing

    public init(refresher: any TaxonomyRefreshing, snapshot: SpeciesTaxonomy = .bundled) {
        self.refresher = refresher
        self.taxonomy = snapshot
    }

    /// Whether there is any list to choose from (Continue stays off otherwise).
    public var isAvailable: Bool { !taxonomy.species.isEmpty }

    /// Fetches the server's list; keeps the current one when the server's is not newer or cannot be had.
    public func refresh() async {
        guard !isRefreshing else { return }
        isRefreshing = true
        defer { isRefreshing = false }
        do {
            if let latest = try await refresher.latestTaxonomy(replacing: taxonomy), latest.isNewer(than: taxonomy) {
                taxonomy = latest
            }
            source = .live
            isUsingOfflineList = false
        } catch {
            isUsingOfflineList = true
        }
    }

    /// The banner to show while the offline list is in use.
    public func offlineBanner(accessibilityID: String) -> BannerModel? {
        guard isUsingOfflineList else { return nil }
        return BannerModel(
            title: Copy.Common.usingOfflineList, detail: Copy.Common.offlineListDetail,
            actionTitle: Copy.Common.retry, accessibilityID: accessibilityID)
    }
}
