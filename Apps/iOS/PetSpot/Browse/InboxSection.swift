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
    /// A message's verdict: "It's a scam" or "It's genuine".
    var onVerdict: (@MainActor (String, MessageVerdict) -> Void)?

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
                    if !row.warnings.isEmpty {
                        // Beside the message, never instead of it: what was seen and what to do.
                        VStack(alignment: .leading, spacing: Tokens.Spacing.small / 2) {
                            Label(Copy.Scams.title, systemImage: "exclamationmark.triangle.fill").font(.petHeader)
                            ForEach(row.warnings, id: \.self) { Text($0).font(.petBody) }
                        }
                        .padding(Tokens.Spacing.small)
                        .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color(ColorToken.error), lineWidth: 2))
                        .accessibilityElement(children: .combine)
                        .accessibilityIdentifier(TestIdentifiers.Reaching.inboxScamWarning)
                    }
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
                    if let line = row.verdictLine {
                        Text(line).font(.petHeader).accessibilityIdentifier(TestIdentifiers.Reaching.verdict)
                    }
                    if row.takesVerdict, let onVerdict {
                        HStack(spacing: Tokens.Spacing.small) {
                            Button(Copy.Scams.markScam) { onVerdict(row.id, .scam) }
                                .accessibilityIdentifier(TestIdentifiers.Reaching.markScamButton)
                            Button(Copy.Scams.markGenuine) { onVerdict(row.id, .genuine) }
                                .accessibilityIdentifier(TestIdentifiers.Reaching.markGenuineButton)
                        }
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
