import PetSpotDomain
import PetSpotFlows
import SwiftUI

/// "Tell me about lost and found pets near here": the address, the centre on a map with the circle
/// of the chosen radius (a tap, the device's position or typed coordinates), which reports and how
/// often; every rule and word is the view model's (`AlertFormViewModel`), as on the web.
struct AlertScreen: View {
    @State var model: AlertFormViewModel
    let taxonomy: TaxonomyProvider

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Tokens.Spacing.medium) {
                Text(model.explanation).font(.petBody).foregroundStyle(Color(ColorToken.textSecondary))
                ValidatedTextFieldView(model: model.fieldModel(.email)) { model.edit(.email, $0) }
                PlaceSearchField(
                    search: model.placeSearch, onEdit: { model.editPlaceQuery($0) },
                    onFind: { await model.findPlaces() },
                    onChoose: { model.choosePlace($0) })
                PlaceFieldsSection(
                    label: model.placeLabel, map: model.placeMap, gpsTitle: model.gpsTitle,
                    gpsAccessibilityID: model.gpsAccessibilityID, latitude: model.fieldModel(.latitude),
                    longitude: model.fieldModel(.longitude), helper: model.locationHelper,
                    onPlace: { model.placePin(at: $0) }, onLocate: { await model.useMyLocation() },
                    onLatitude: { model.edit(.latitude, $0) }, onLongitude: { model.edit(.longitude, $0) })
                DropdownFieldView(model: model.radiusModel) { model.edit(.radiusKm, $0) }
                SelectorCardsView(model: model.statusModel) { model.edit(.status, $0) }
                DropdownFieldView(model: model.speciesModel(taxonomy.taxonomy)) { model.edit(.species, $0) }
                SelectorCardsView(model: model.frequencyModel) { model.edit(.frequency, $0) }
                ValidatedTextFieldView(model: model.fieldModel(.areaName)) { model.edit(.areaName, $0) }
                FormNotice(text: model.notice, isSent: model.isDone, accessibilityID: TestIdentifiers.Alerts.notice)
                PrimaryButton(title: model.submitTitle, accessibilityID: TestIdentifiers.Alerts.submitButton) {
                    Task { await model.submitTapped() }
                }
            }
            .padding(.horizontal, Tokens.Spacing.screenEdge)
            .padding(.vertical, Tokens.Spacing.medium)
        }
        .accessibilityIdentifier(TestIdentifiers.Alerts.form)
        .navigationTitle(model.title)
        .navigationBarTitleDisplayMode(.inline)
        .overlay { if model.isSending || model.isLocating { ProgressView() } }
    }
}
