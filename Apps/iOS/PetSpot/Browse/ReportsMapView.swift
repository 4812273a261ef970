import MapKit
import PetSpotFlows
import SwiftUI

/// Reports on a MapKit map: one marker per pin, in the pin's colour (missing red, found blue).
struct ReportsMapView: View {
    let pins: [MapPinModel]
    let accessibilityID: String
    /// Fits the pins again whenever they change: a map made before its pins arrived would keep
    /// its first, empty camera.
    @State private var camera: MapCameraPosition = .automatic

    var body: some View {
        Map(position: $camera) {
            ForEach(pins) { pin in
                Marker(
                    pin.title,
                    coordinate: CLLocationCoordinate2D(
                        latitude: pin.coordinates.latitude, longitude: pin.coordinates.longitude)
                )
                .tint(Color(pin.color))
            }
        }
        .clipShape(RoundedRectangle(cornerRadius: Tokens.Radius.large))
        .accessibilityIdentifier(accessibilityID)
        .onChange(of: pins) { camera = .automatic }
    }
}
