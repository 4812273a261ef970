import PetSpotDomain
import PetSpotFlows
import SwiftUI

/// Renders a `LocationCoordinateView.Model`: the map that sets the place, the GPS button, then
/// latitude and longitude side by side.
struct LocationCoordinateFieldsView: View {
    let model: LocationCoordinateView.Model
    let onRequestGPS: @MainActor () -> Void
    let onEditLatitude: @MainActor (String) -> Void
    let onEditLongitude: @MainActor (String) -> Void
    let onPlacePin: @MainActor (Coordinates) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: Tokens.Spacing.small) {
            FieldLabel(text: model.label)
            PlaceMapPicker(model: model.map, onPlace: onPlacePin)
            OutlineButton(
                title: model.gpsButtonTitle, accessibilityID: model.gpsButtonAccessibilityID,
                isLoading: model.isRequestingLocation, action: onRequestGPS)
            HStack(alignment: .top, spacing: Tokens.Spacing.coordinateGap) {
                CoordinateField(model: model.latitudeField, onEdit: onEditLatitude)
                CoordinateField(model: model.longitudeField, onEdit: onEditLongitude)
            }
            FieldMessage(error: nil, helper: model.helperText)
        }
    }
}

/// One coordinate: the field without its own label (the pair shares one), with its error.
private struct CoordinateField: View {
    let model: ValidatedTextField.Model
    let onEdit: @MainActor (String) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: Tokens.Spacing.small) {
            TextField(model.placeholder, text: Binding(get: { model.text }, set: { @MainActor in onEdit($0) }))
                .font(.petBody)
                .keyboardType(model.keyboardType.uiKeyboardType)
                .disabled(model.isDisabled)
                .fieldFrame(border: model.borderColor)
                .accessibilityLabel(model.label)
                .accessibilityIdentifier(model.accessibilityID)
            FieldMessage(error: model.errorMessage)
        }
    }
}
