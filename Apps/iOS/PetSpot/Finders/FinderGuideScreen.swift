import PetSpotDomain
import PetSpotFlows
import SwiftUI

/// "Found a pet? What to do now" (`FinderGuideViewModel`): where the pet was found (a country, or a
/// place by name), then the steps, each with its lookups and sources.
struct FinderGuideScreen: View {
    @State var model: FinderGuideViewModel

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Tokens.Spacing.medium) {
                let guide = model.guide
                Text(guide.title).font(.petTitle).foregroundStyle(Color(ColorToken.textPrimary))
                Text(guide.intro).font(.petBody).foregroundStyle(Color(ColorToken.textSecondary))
                Text(guide.countryLine).font(.petHeader).accessibilityIdentifier(model.countryLineAccessibilityID)
                Text(model.countryLabel).font(.petHeader)
                ForEach(model.countryChoices, id: \.self) { country in
                    Button((country == model.country ? "◉ " : "○ ") + country.choiceTitle) { model.choose(country) }
                        .accessibilityIdentifier(model.countryAccessibilityID)
                }
                PlaceSearchField(
                    search: model.placeSearch, onEdit: { model.editPlaceQuery($0) },
                    onFind: { await model.findPlaces() }, onChoose: { model.choose($0) })
                FinderGuideSteps(guide: guide)
            }
            .padding(.horizontal, Tokens.Spacing.screenEdge)
        }
        .accessibilityElement(children: .contain)
        .accessibilityIdentifier(model.accessibilityID)
    }
}

/// The guide's steps: the screen's, and the Found wizard's summary's.
struct FinderGuideSteps: View {
    let guide: FinderGuide

    var body: some View {
        VStack(alignment: .leading, spacing: Tokens.Spacing.medium) {
            ForEach(Array(guide.steps.enumerated()), id: \.element.id) { index, step in
                VStack(alignment: .leading, spacing: Tokens.Spacing.small / 2) {
                    Text("\(index + 1). \(step.title)").font(.petHeader).foregroundStyle(Color(ColorToken.textPrimary))
                    Text(step.text).font(.petBody).foregroundStyle(Color(ColorToken.textPrimary))
                    ForEach(step.links, id: \.self) { link in
                        if let url = URL(string: link.url) { Link(link.title, destination: url) }
                    }
                    ForEach(step.sources, id: \.self) { source in
                        if let address = source.url, let url = URL(string: address) {
                            Link(source.line, destination: url).font(.petBody)
                                .accessibilityIdentifier(TestIdentifiers.FinderGuide.source)
                        } else {
                            Text(source.line).font(.petBody).foregroundStyle(Color(ColorToken.textSecondary))
                                .accessibilityIdentifier(TestIdentifiers.FinderGuide.source)
                        }
                    }
                }
                .accessibilityElement(children: .contain)
                .accessibilityIdentifier(TestIdentifiers.FinderGuide.step)
            }
        }
    }
}
