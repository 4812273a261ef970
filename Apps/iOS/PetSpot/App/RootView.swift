import PetSpotDomain
import PetSpotFlows
import SwiftUI

/// The tabs (Home, Lost pets, Found pets) and the wizard presented over them.
struct RootView: View {
    let environment: AppEnvironment
    @State private var presented: PresentedWizard?

    var body: some View {
        TabView {
            ReportsTab(environment: environment, kind: .nearby) {
                VStack(alignment: .leading, spacing: Tokens.Spacing.large) {
                    HomeReportButtons(
                        onReportMissing: { presented = .missing(environment.makeMissingPetFlow()) },
                        onReportFound: { presented = .found(environment.makeFoundPetFlow()) }
                    )
                    NavigationLink(Copy.FinderGuide.link) { FinderGuideScreen(model: environment.makeFinderGuide()) }
                        .accessibilityIdentifier(TestIdentifiers.FinderGuide.homeLink)
                    ReunitedStripView(model: environment.makeReunitedStrip(), client: environment.client)
                }
            }
            .tabItem {
                TabLabel(
                    title: Copy.Browse.homeTab, systemImage: Symbols.homeTab,
                    accessibilityID: TestIdentifiers.Browse.homeTab)
            }
            ReportsTab(environment: environment, kind: .lost) { EmptyView() }
                .tabItem {
                    TabLabel(
                        title: Copy.Browse.lostPetsTab, systemImage: Symbols.lostPetsTab,
                        accessibilityID: TestIdentifiers.Browse.lostPetsTab)
                }
            ReportsTab(environment: environment, kind: .found) { EmptyView() }
                .tabItem {
                    TabLabel(
                        title: Copy.Browse.foundPetsTab, systemImage: Symbols.foundPetsTab,
                        accessibilityID: TestIdentifiers.Browse.foundPetsTab)
                }
        }
        .fullScreenCover(item: $presented) { wizard in
            switch wizard {
            case .missing(let flow): MissingPetFlowView(flow: flow)
            case .found(let flow): FoundPetFlowView(flow: flow)
            }
        }
        .task { await environment.taxonomy.refresh() }
    }
}

/// A tab bar item.
private struct TabLabel: View {
    let title: String
    let systemImage: String
    let accessibilityID: String

    var body: some View {
        Label(title, systemImage: systemImage).accessibilityIdentifier(accessibilityID)
    }
}
