import PetSpotDomain
import PetSpotFlows
import SwiftUI

/// "How pets got home through PetSpot" (`ReunionsViewModel`): the totals, for every pet or one species.
struct ReunionsScreen: View {
    @State var model: ReunionsViewModel

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Tokens.Spacing.medium) {
                Text(model.title).font(.petTitle).foregroundStyle(Color(ColorToken.textPrimary))
                Text(model.intro).font(.petBody).foregroundStyle(Color(ColorToken.textSecondary))
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: Tokens.Spacing.small) {
                        ForEach(model.speciesChoices, id: \.id) { choice in
                            Button((choice.species == model.species ? "◉ " : "○ ") + choice.title) {
                                Task { await model.show(choice.species) }
                            }
                            .accessibilityIdentifier(model.speciesAccessibilityID)
                        }
                    }
                }
                if let total = model.totalLine {
                    Text(total).font(.petHeader).accessibilityIdentifier(model.totalAccessibilityID)
                }
                ForEach(model.medianLines, id: \.self) { Text($0).font(.petBody) }
                if let empty = model.emptyLine { Text(empty).font(.petBody) }
                ForEach(model.rows) { row in
                    HStack {
                        Text(row.species).font(.petBody)
                        Text(row.way).font(.petBody)
                        Spacer()
                        Text(row.count).font(.petHeader)
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityIdentifier(model.rowAccessibilityID)
                }
                Text(model.privacy).font(.petBody).foregroundStyle(Color(ColorToken.textSecondary))
            }
            .padding(.horizontal, Tokens.Spacing.screenEdge)
        }
        .accessibilityElement(children: .contain)
        .accessibilityIdentifier(model.accessibilityID)
        .task { await model.load() }
    }
}
