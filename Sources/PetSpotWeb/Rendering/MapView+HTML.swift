import PetSpotDomain
import PetSpotMarkup

// The map of a list or a report: its pins as JSON, and where the script loads the map library from (PetSpot itself).

extension MapView {
    var html: HTML {
        """
        <div class="map" id="reports-map" data-testid="\(testID)" data-lat="\(centreLatitude)" data-lng="\(centreLongitude)"
          data-leaflet-js="\(SitePath.leaflet(.value(MapResources.script)).path)" data-leaflet-css="\(SitePath.leaflet(.value(MapResources.stylesheet)).path)"
          data-zoom-in="\(Copy.Web.zoomIn)" data-zoom-out="\(Copy.Web.zoomOut)" data-unavailable="\(unavailable)" hidden></div>
        <script type="application/json" id="map-pins">\(HTML(trusted: pinsJSON))</script>

        """
    }
}
