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
                    if !row.contactWays.isEmpty {
                        // Each way a link: a tap writes or calls.
                        HStack(spacing: Tokens.Spacing.small) {
                            Text(row.contactLabel).foregroundStyle(Color(ColorToken.textPrimary))
                            ForEach(row.contactWays, id: \.self) { way in
                                if let url = way.url {
                                    Link(way.text, destination: url)
                                } else {
                                    Text(way.text).textSelection(.enabled)
                                }
                            }
                        }
                        .font(.petBody)
                    }
                    if let onRemove {
                        Button(Copy.Reaching.removeSighting) { onRemove(row.id) }
                            .accessibilityIdentifier(TestIdentifiers.Reaching.removeSightingButton)
                    }
                }
                .accessibilityElement(children: .contain)
                .accessibilityIdentifier(rowAccessibilityID)
            }
        }
        // A container for UI tests: its rows and their buttons keep their own identifiers.
        .accessibilityElement(children: .contain)
        .accessibilityIdentifier(accessibilityID)
    }
}
