import PetSpotAPI
import PetSpotDomain
import PetSpotFlows
import SwiftUI

/// A list of nearby reports with their map; a row opens the report's details. `header` sits above
/// the map (Home's report buttons).
struct ReportsListScreen<Header: View>: View {
    @State var model: ReportsListViewModel
    let screens: ReportScreens
    @ViewBuilder let header: Header

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: Tokens.Spacing.medium) {
                    header
                    ReportsMapView(pins: model.pins, accessibilityID: model.mapAccessibilityID)
                        .frame(height: Tokens.Size.mapHeight)
                    if let banner = model.banner {
                        BannerView(model: banner, onAction: { Task { await model.retry() } })
                    }
                    ListNote(text: model.areaNote)
                    ListNote(text: model.loadingMessage)
                    ListNote(text: model.emptyMessage)
                    ForEach(model.rows) { row in
                        NavigationLink(value: row.id) {
                            ReportRowView(row: row, client: screens.client)
                        }
                        .buttonStyle(.plain)
                        .accessibilityIdentifier(row.accessibilityID)
                    }
                    if model.canLoadMore {
                        OutlineButton(
                            title: model.loadMoreTitle, accessibilityID: model.loadMoreAccessibilityID,
                            action: { Task { await model.loadMore() } })
                    }
                    NavigationLink(Copy.Alerts.link) {
                        AlertScreen(model: screens.alerts(model.areaCentre), taxonomy: screens.taxonomy)
                    }
                    .accessibilityIdentifier(TestIdentifiers.Alerts.link)
                    LanguageSettingsButton()
                }
                .padding(.horizontal, Tokens.Spacing.screenEdge)
                .padding(.vertical, Tokens.Spacing.medium)
            }
            .navigationTitle(model.title)
            .navigationDestination(for: String.self) { id in
                ReportDetailsScreen(model: screens.details(id), screens: screens)
            }
            // The model itself, not the screen, in the closures: pull to refresh starts again; an
            // appearance after the first (a tab, Back) keeps the list and its pages.
            .refreshable { [model] in await model.load() }
            .task { [model] in await model.appear() }
        }
    }
}

/// A one-line note above the list (default area, loading, nothing nearby); nothing when `text` is nil.
private struct ListNote: View {
    let text: String?

    var body: some View {
        if let text {
            Text(text).font(.petHeader).foregroundStyle(Color(ColorToken.textSecondary))
        }
    }
}
