import PetSpotDomain
import PetSpotFlows
import SwiftUI

/// A form's place (a sighting's, an alert's centre): its label, the map, "Use my location", the
/// coordinates and the line that says why the position is not there; every word and rule is the
/// view model's, each change goes back to it.
struct PlaceFieldsSection: View {
    let label: String
    let map: PlaceMap
    let gpsTitle: String
    let gpsAccessibilityID: String
    let latitude: ValidatedTextField.Model
    let longitude: ValidatedTextField.Model
    let helper: String?
    let onPlace: @MainActor (Coordinates) -> Void
    let onLocate: @MainActor () async -> Void
    let onLatitude: @MainActor (String) -> Void
    let onLongitude: @MainActor (String) -> Void

    var body: some View {
        FieldLabel(text: label)
        PlaceMapPicker(model: map, onPlace: onPlace)
        OutlineButton(title: gpsTitle, accessibilityID: gpsAccessibilityID) {
            Task { await onLocate() }
        }
        HStack(alignment: .top, spacing: Tokens.Spacing.small) {
            ValidatedTextFieldView(model: latitude, onEdit: onLatitude)
            ValidatedTextFieldView(model: longitude, onEdit: onLongitude)
        }
        if let helper {
            Text(helper).font(.petHeader).foregroundStyle(Color(ColorToken.textSecondary))
        }
    }
}
