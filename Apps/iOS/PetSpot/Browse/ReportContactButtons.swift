import PetSpotFlows
import SwiftUI

/// Call, Email and Show on map, each shown only when the view model has its address.
struct ReportContactButtons: View {
    let model: ReportDetailsViewModel
    @Environment(\.openURL) private var openURL

    var body: some View {
        VStack(spacing: Tokens.Spacing.small) {
            if let url = model.callURL {
                PrimaryButton(
                    title: model.callTitle, accessibilityID: model.callAccessibilityID, action: { openURL(url) })
            }
            if let url = model.emailURL {
                OutlineButton(
                    title: model.emailTitle, accessibilityID: model.emailAccessibilityID, action: { openURL(url) })
            }
            if let url = model.mapURL {
                OutlineButton(
                    title: model.showOnMapTitle, accessibilityID: model.mapLinkAccessibilityID, action: { openURL(url) }
                )
            }
        }
    }
}
