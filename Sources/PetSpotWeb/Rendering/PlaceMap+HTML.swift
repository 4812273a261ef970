import PetSpotDomain
import PetSpotFlows
import PetSpotMarkup

// The map that sets a place (the wizards, "Manage my report", "I saw this pet"): drawn by the
// script over Leaflet, above the latitude and longitude it fills. Without the script it is not
// there at all, and the fields are the way in.

extension PlaceMap {
    var html: HTML {
        let opening = pin ?? centre ?? Coordinates.defaultArea
        let zoom = pin != nil ? 16 : centre != nil ? 14 : 11
        return """
            <div class="place-map-wrap js-only">
              <p class="field-helper">\(label)</p>
              <div class="map place-map" data-place-map role="group" aria-label="\(label)" data-testid="\(accessibilityID)"
                data-lat="\(opening.latitude)" data-lng="\(opening.longitude)" data-zoom="\(zoom)" data-pin-label="\(pinLabel)"
                data-leaflet-js="\(SitePath.leaflet(.value(MapResources.script)).path)" data-leaflet-css="\(SitePath.leaflet(.value(MapResources.stylesheet)).path)"
                data-zoom-in="\(Copy.Web.zoomIn)" data-zoom-out="\(Copy.Web.zoomOut)"\
            \(HTML.when(radiusKilometres != nil, " data-radius-field=\"\(AlertForm.Field.radiusKm.rawValue)\"")) hidden></div>
            </div>

            """
    }
}
