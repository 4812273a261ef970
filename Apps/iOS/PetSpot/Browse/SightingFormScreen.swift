import PetSpotFlows
import SwiftUI

/// "I saw this pet": the day and time, the place (a pin on the map, the device's position or typed coordinates), a
/// note and, for the owner's eyes only, how to reach the witness; every rule and word is the view model's.
struct SightingFormScreen: View {
    @State var model: SightingFormViewModel

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Tokens.Spacing.medium) {
                Text(model.explanation).font(.petBody).foregroundStyle(Color(ColorToken.textSecondary))
                ScamWarning(text: model.scamWarning)
                HStack(alignment: .top, spacing: Tokens.Spacing.small) {
                    ValidatedTextFieldView(model: model.fieldModel(.seenDate)) { model.edit(.seenDate, $0) }
                    ValidatedTextFieldView(model: model.fieldModel(.seenTime)) { model.edit(.seenTime, $0) }
                }
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
                TextAreaFieldView(model: model.noteModel, isDisabled: model.isSending) { model.edit(.note, $0) }
                ValidatedTextFieldView(model: model.fieldModel(.email)) { model.edit(.email, $0) }
                ValidatedTextFieldView(model: model.fieldModel(.phone)) { model.edit(.phone, $0) }
                FormNotice(
                    text: model.notice, isSent: model.sent != nil,
                    accessibilityID: TestIdentifiers.Reaching.sightingNotice)
                PrimaryButton(title: model.sendTitle, accessibilityID: TestIdentifiers.Reaching.sendSightingButton) {
                    Task { await model.sendTapped() }
                }
            }
            .padding(.horizontal, Tokens.Spacing.screenEdge)
            .padding(.vertical, Tokens.Spacing.medium)
        }
        .navigationTitle(model.title)
        .navigationBarTitleDisplayMode(.inline)
        .overlay { if model.isSending || model.isLocating { ProgressView() } }
    }
}
