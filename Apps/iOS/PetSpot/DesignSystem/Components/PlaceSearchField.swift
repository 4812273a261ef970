import PetSpotDomain
import PetSpotFlows
import SwiftUI

/// A form's place found by name (`PlaceSearch`): the field, Find, what the search says, and the
/// places found; typing looks up after a pause, a place chosen puts the form's pin on it. Every
/// word and rule is the view model's (`UsesPlaceSearch`).
struct PlaceSearchField: View {
    let search: PlaceSearch
    let onEdit: @MainActor (String) -> Void
    let onFind: @MainActor () async -> Void
    let onChoose: @MainActor (FoundPlace) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: Tokens.Spacing.small) {
            FieldLabel(text: search.label)
            HStack(alignment: .top, spacing: Tokens.Spacing.small) {
                TextField(search.placeholder, text: Binding(get: { search.query }, set: { @MainActor in onEdit($0) }))
                    .font(.petBody)
                    .fieldFrame(border: .borderDefault)
                    .accessibilityIdentifier(search.ids.input)
                OutlineButton(title: search.findTitle, accessibilityID: search.ids.findButton) {
                    Task { await onFind() }
                }
                .frame(maxWidth: Tokens.Size.findButtonWidth)
            }
            if let status = search.status {
                Text(status).font(.petHeader).foregroundStyle(Color(ColorToken.textSecondary))
                    .accessibilityIdentifier(search.ids.status)
            }
            ForEach(search.choices) { place in
                Button(place.label) { onChoose(place) }
                    .font(.petBody)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .accessibilityIdentifier(search.ids.choice)
            }
        }
        // A pause in typing looks the name up; the label of a place just chosen is no search.
        .task(id: search.query) {
            guard search.query != search.chosen, !search.query.isEmpty else { return }
            try? await Task.sleep(for: .milliseconds(350))
            guard !Task.isCancelled else { return }
            await onFind()
        }
    }
}
