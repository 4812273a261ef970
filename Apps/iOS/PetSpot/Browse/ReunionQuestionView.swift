import PetSpotDomain
import PetSpotFlows
import SwiftUI

/// "How did Luna get home?": the place (optional) first, then one button per way, each one tap.
struct ReunionQuestionView: View {
    let question: ReunionQuestion
    let onAnswer: @MainActor (ReunitedHow, String) -> Void
    @State private var placeID = "none"

    var body: some View {
        VStack(alignment: .leading, spacing: Tokens.Spacing.small) {
            Text(question.title).font(.petTitle).foregroundStyle(Color(ColorToken.textPrimary))
            Text(question.why).font(.petBody).foregroundStyle(Color(ColorToken.textSecondary))
            if question.places.count > 1 {
                // A radio group, as the wizards' gender choice: the chosen place is marked.
                Text(question.whereLabel).font(.petHeader)
                ForEach(question.places) { place in
                    Button((place.id == placeID ? "◉ " : "○ ") + place.title) { placeID = place.id }
                        .accessibilityIdentifier(question.placeAccessibilityID)
                }
            }
            ForEach(question.ways) { way in
                OutlineButton(title: way.title, accessibilityID: way.accessibilityID) { onAnswer(way.how, placeID) }
            }
        }
        .accessibilityElement(children: .contain)
        .accessibilityIdentifier(question.accessibilityID)
    }
}
