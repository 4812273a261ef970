import PetSpotDomain

/// The map above a place's latitude and longitude (issue 35): a tap puts the pin there, the pin
/// can be dragged (or, focused, moved with the arrow keys), and wherever it lands fills both
/// fields to 5 decimals, as a GPS fix does. The fields stay, for typing and for reading; the map
/// shows what they hold. Both renderers draw it from this one value: the web over Leaflet, iOS
/// over MapKit.
public struct PlaceMap: Hashable, Sendable {
    /// The fields' point, when both hold a valid coordinate.
    public let pin: Coordinates?
    /// Where the map opens while there is no pin: the report's place for a sighting; `nil` opens on
    /// `Coordinates.defaultArea`.
    public let centre: Coordinates?
    public let label = Copy.Location.mapLabel
    /// Said to assistive technology on the pin: how to move it without a pointer.
    public let pinLabel = Copy.Location.mapPinLabel
    public let accessibilityID: String
    /// The circle drawn around the pin (an area alert's radius), in kilometres; `nil` for none.
    public let radiusKilometres: Int?

    public init(
        latitudeText: String, longitudeText: String, centre: Coordinates? = nil, radiusKilometres: Int? = nil,
        accessibilityID: String
    ) {
        self.radiusKilometres = radiusKilometres
        pin = Coordinates.parse(latitudeText).flatMap { latitude in
            Coordinates.parse(longitudeText).flatMap { Coordinates(latitude: latitude, longitude: $0) }
        }
        self.centre = centre
        self.accessibilityID = accessibilityID
    }

    /// What a pin put at `point` writes into the fields: 5 decimals, as a GPS fix.
    public static func fieldTexts(_ point: Coordinates) -> (latitude: String, longitude: String) {
        let rounded = point.rounded
        return (Coordinates.formatted(rounded.latitude), Coordinates.formatted(rounded.longitude))
    }
}
