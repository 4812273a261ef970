import PetSpotAPI
import PetSpotDomain
import PetSpotFlows
import SwiftUI

/// One report: photo, name and status, every field the view model words, ways to reach the reporter, its pin.
struct ReportDetailsScreen: View {
    @State var model: ReportDetailsViewModel
    let screens: ReportScreens

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Tokens.Spacing.medium) {
                if let banner = model.banner {
                    BannerView(model: banner, onAction: { Task { await model.load() } })
                }
                if let standing = model.standingLine {
                    Text(standing).font(.petHeader).foregroundStyle(Color(ColorToken.textPrimary))
                        .accessibilityIdentifier(model.standingAccessibilityID)
                }
                RemotePhoto(path: model.photoPath, client: screens.client)
                    .frame(height: Tokens.Size.mapHeight)
                    .clipShape(RoundedRectangle(cornerRadius: Tokens.Radius.large))
                    .accessibilityIdentifier(model.photoAccessibilityID)
                HStack(spacing: Tokens.Spacing.small) {
                    Text(model.title).font(.petTitle).foregroundStyle(Color(ColorToken.textPrimary))
                    if let badge = model.badge, let color = model.badgeColor {
                        StatusBadge(text: badge, color: color)
                    }
                }
                ForEach(model.rows) { row in
                    DetailRowView(row: row)
                }
                ReportContactButtons(model: model)
                if let report = model.report {
                    // A closed or expired report, or a found pet's, takes no sightings; its owner may still be written to.
                    if model.takesSightings {
                        NavigationLink(Copy.Reaching.sightingTitle) {
                            SightingFormScreen(model: screens.sighting(report))
                        }
                        .accessibilityIdentifier(TestIdentifiers.Reaching.sightingForm)
                    }
                    NavigationLink(Copy.Reaching.contactTitle) {
                        ContactOwnerScreen(model: screens.contactOwner(report.id))
                    }
                    .accessibilityIdentifier(TestIdentifiers.Reaching.messageForm)
                    NavigationLink(model.manageTitle) {
                        ManageReportScreen(model: screens.manage(model.id), screens: screens)
                    }
                    .accessibilityIdentifier(model.manageAccessibilityID)
                    NavigationLink(FlyerPresentation.linkTitle) {
                        FlyerScreen(model: screens.flyer(report), client: screens.client)
                    }
                    .accessibilityIdentifier(FlyerPresentation.linkAccessibilityID)
                    // The system's share sheet, with the report's page (its card is the preview a link shows).
                    let sharing = ReportSharing(
                        reportID: report.id, site: screens.client.baseURL.absoluteString,
                        title: report.shareTitle, hasPhoto: report.photoUrl != nil)
                    if let url = URL(string: sharing.url) {
                        ShareLink(ReportSharing.shareTitle, item: url)
                            .accessibilityIdentifier(ReportSharing.shareAccessibilityID)
                    }
                }
                if let pin = model.pin {
                    ReportsMapView(pins: [pin], accessibilityID: TestIdentifiers.Browse.map)
                        .frame(height: Tokens.Size.mapHeight)
                }
                if let report = model.report {
                    if model.showsMatches { MatchesSection(model: screens.matches(model.id), screens: screens) }
                    NavigationLink(Copy.Alerts.link) {
                        AlertScreen(model: screens.alerts(report.location), taxonomy: screens.taxonomy)
                    }
                    .accessibilityIdentifier(TestIdentifiers.Alerts.link)
                }
            }
            .padding(.horizontal, Tokens.Spacing.screenEdge)
            .padding(.vertical, Tokens.Spacing.medium)
        }
        .overlay { if model.isLoading { ProgressView() } }
        .navigationBarTitleDisplayMode(.inline)
        .task { await model.load() }
    }
}

/// One labelled value of a report.
private struct DetailRowView: View {
    let row: ReportDetailsViewModel.Row

    var body: some View {
        VStack(alignment: .leading, spacing: Tokens.Spacing.small / 2) {
            Text(row.label).font(.petHeader).foregroundStyle(Color(ColorToken.textSecondary))
            Text(row.value).font(.petBody).foregroundStyle(Color(ColorToken.textPrimary))
        }
    }
}
