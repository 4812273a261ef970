import MapKit
import PetSpotDomain
import PetSpotFlows
import SwiftUI

/// Renders a `PlaceMap` over MapKit: a tap puts the pin there, the pin drags, and VoiceOver's
/// adjustable action (swipe up or down on the pin) moves it north or south. Wherever it lands goes
/// to `onPlace`, which is the view model's `placePin(at:)`: the fields fill from it, as on the web.
struct PlaceMapPicker: View {
    let model: PlaceMap
    let onPlace: @MainActor (Coordinates) -> Void
    @State private var camera: MapCameraPosition = .automatic
    @State private var drag: CGSize = .zero

    private static let space = "place-map"
    /// How far one adjustment moves the pin: about 50 m.
    private static let step = 0.00045

    var body: some View {
        VStack(alignment: .leading, spacing: Tokens.Spacing.small) {
            FieldMessage(error: nil, helper: model.label)
            MapReader { proxy in
                Map(position: $camera) {
                    // An area alert's circle: the radius chosen, around the pin.
                    if let pin = model.pin, let radius = model.radiusKilometres {
                        MapCircle(center: pin.location2D, radius: Double(radius) * 1000)
                            .foregroundStyle(Color(ColorToken.primaryBlue).opacity(0.12))
                            .stroke(Color(ColorToken.primaryBlue), lineWidth: 2)
                    }
                    if let pin = model.pin {
                        Annotation(model.pinLabel, coordinate: pin.location2D) {
                            Image(systemName: "mappin.circle.fill")
                                .font(.system(size: Tokens.Size.largeIcon * 1.5))
                                .foregroundStyle(Color(ColorToken.primaryBlue))
                                .offset(drag)
                                .gesture(
                                    DragGesture(coordinateSpace: .named(Self.space))
                                        .onChanged { drag = $0.translation }
                                        .onEnded { value in
                                            drag = .zero
                                            if let point = proxy.convert(value.location, from: .named(Self.space)) {
                                                place(point)
                                            }
                                        }
                                )
                                .accessibilityLabel(model.pinLabel)
                                .accessibilityAdjustableAction { direction in
                                    let north = direction == .increment ? Self.step : -Self.step
                                    if let moved = Coordinates(latitude: pin.latitude + north, longitude: pin.longitude)
                                    {
                                        onPlace(moved)
                                    }
                                }
                        }
                    }
                }
                .coordinateSpace(.named(Self.space))
                .onTapGesture(coordinateSpace: .named(Self.space)) { location in
                    if let point = proxy.convert(location, from: .named(Self.space)) { place(point) }
                }
            }
            .frame(height: Tokens.Size.mapHeight)
            .clipShape(RoundedRectangle(cornerRadius: Tokens.Radius.large))
            .accessibilityIdentifier(model.accessibilityID)
            .onAppear {
                let opening = model.pin ?? model.centre ?? .defaultArea
                let near: CLLocationDistance = model.radiusKilometres.map { Double($0) * 2_400 } ?? 1_500
                let metres: CLLocationDistance = model.pin != nil || model.centre != nil ? near : 20_000
                camera = .region(
                    MKCoordinateRegion(
                        center: opening.location2D, latitudinalMeters: metres, longitudinalMeters: metres))
            }
        }
    }

    private func place(_ point: CLLocationCoordinate2D) {
        if let coordinates = Coordinates(latitude: point.latitude, longitude: point.longitude) { onPlace(coordinates) }
    }
}

private extension Coordinates {
    var location2D: CLLocationCoordinate2D { CLLocationCoordinate2D(latitude: latitude, longitude: longitude) }
}
