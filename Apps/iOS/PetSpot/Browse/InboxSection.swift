import PetSpotDomain
import PetSpotFlows
import SwiftUI

/// The owner's messages or sightings on "Manage my report": what, when, how to answer; a sighting
/// can be removed.
struct InboxSection: View {
    let title: String
    let empty: String
    let rows: [OwnerInbox.Row]
    let accessibilityID: String
    let rowAccessibilityID: String
    var onRemove: (@MainActor (String) -> Void)?

    var body: some View {
        VStack(alignment: .leading, spacing: Tokens.Spacing.small) {
            Text(title).font(.petTitle).foregroundStyle(Color(ColorToken.textPrimary))
            if rows.isEmpty {
                Text(empty).font(.petBody).foregroundStyle(Color(ColorToken.textSecondary))
            }
            ForEach(rows) { row in
                VStack(alignment: .leading, spacing: Tokens.Spacing.small / 2) {
                    Text(row.detail).font(.petHeader).foregroundStyle(Color(ColorToken.textSecondary))
                    Text(row.text).font(.petBody).foregroundStyle(Color(ColorToken.textPrimary))
                    if let contact = row.contact {
                        Text(contact).font(.petBody).foregroundStyle(Color(ColorToken.textPrimary)).textSelection(.enabled)
                    }
                    if let onRemove {
                        Button(Copy.Reaching.removeSighting) { onRemove(row.id) }
                            .accessibilityIdentifier(TestIdentifiers.Reaching.removeSightingButton)
                    }
                }
                .accessibilityIdentifier(rowAccessibilityID)
            }
        }
        .accessibilityIdentifier(accessibilityID)
    }
}
