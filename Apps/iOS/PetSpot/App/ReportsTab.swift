import PetSpotFlows
import SwiftUI

/// One tab's list of reports of `kind`, with `header` above it.
struct ReportsTab<Header: View>: View {
    let environment: AppEnvironment
    let kind: ReportsListKind
    @ViewBuilder let header: Header

    var body: some View {
        ReportsListScreen(model: environment.makeReportsList(kind), screens: environment.reportScreens) { header }
    }
}
