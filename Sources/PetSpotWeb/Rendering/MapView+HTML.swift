// The map of a list or a report: its pins as JSON, the map library's addresses (loaded by the script).

extension MapView {
    var html: HTML {
        """
        <div class="map" id="reports-map" data-testid="\(testID)" data-lat="\(centreLatitude)" data-lng="\(centreLongitude)"
          data-leaflet-js="https://unpkg.com/leaflet@1.9.4/dist/leaflet.js" data-leaflet-js-integrity="sha256-20nQCchB9co0qIjJZRGuk2/Z9VM+kNiyxNV1lvTlZBo="
          data-leaflet-css="https://unpkg.com/leaflet@1.9.4/dist/leaflet.css" data-leaflet-css-integrity="sha256-p4NxAoJBhIIN+hmNHrzRCf9tD/miZyoHS5obTRR9BMY="
          data-unavailable="\(unavailable)" hidden></div>
        <script type="application/json" id="map-pins">\(HTML(trusted: pinsJSON))</script>

        """
    }
}
