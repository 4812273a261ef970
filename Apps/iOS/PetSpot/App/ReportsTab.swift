import PetSpotFlows
import SwiftUI

/// One tab's list of reports of `kind`, with `header` above it.
struct ReportsTab<Header: View>: View {
    let environment: AppEnvironment
    let kind: ReportsListKind
    @ViewBuilder let header: Header

    var body: some View {
        ReportsListScreen(model: environment.makeReportsList(kind), client: environment.client,
                          makeDetails: { environment.makeReportDetails(id: $0) },
                          makeManage: { environment.makeManageReport(id: $0) }) { header }
    }
}
