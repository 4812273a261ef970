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
                FieldLabel(text: model.placeLabel)
                PlaceMapPicker(model: model.placeMap) { model.placePin(at: $0) }
                OutlineButton(title: model.gpsTitle, accessibilityID: model.gpsAccessibilityID) {
                    Task { await model.useMyLocation() }
                }
                HStack(alignment: .top, spacing: Tokens.Spacing.small) {
                    ValidatedTextFieldView(model: model.fieldModel(.latitude)) { model.edit(.latitude, $0) }
                    ValidatedTextFieldView(model: model.fieldModel(.longitude)) { model.edit(.longitude, $0) }
                }
                if let helper = model.locationHelper {
                    Text(helper).font(.petHeader).foregroundStyle(Color(ColorToken.textSecondary))
                }
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
