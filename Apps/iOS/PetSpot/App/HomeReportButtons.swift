import PetSpotDomain
import PetSpotFlows
import SwiftUI

/// Home's two ways in: report a missing pet, report a found pet.
struct HomeReportButtons: View {
    let onReportMissing: @MainActor () -> Void
    let onReportFound: @MainActor () -> Void

    var body: some View {
        VStack(spacing: Tokens.Spacing.small) {
            PrimaryButton(
                title: Copy.Browse.reportMissing, accessibilityID: TestIdentifiers.Browse.reportMissingButton,
                action: onReportMissing)
            OutlineButton(
                title: Copy.Browse.reportFound, accessibilityID: TestIdentifiers.Browse.reportFoundButton,
                action: onReportFound)
        }
    }
}
