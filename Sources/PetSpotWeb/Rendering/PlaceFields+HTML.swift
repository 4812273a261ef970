import PetSpotFlows
import PetSpotMarkup

/// The place of a form's fieldset (a sighting's, an alert's centre): the map, "Use my location"
/// (the script asks the browser, the server fills the fields: `intent=gps`), the coordinates, and
/// the line that says why the position is not there.
struct PlaceFieldsView {
    let map: PlaceMap
    let gpsTitle: String
    let gpsTestID: String
    let latitude: TextFieldView
    let longitude: TextFieldView
    let helper: String?
    let helperID: String

    var html: HTML {
        """
        \(map.html)
            <button type="submit" name="intent" value="gps" class="button-outline js-only" data-gps data-testid="\(gpsTestID)" formnovalidate>\(gpsTitle)</button>
            <input type="hidden" name="gpsLatitude" value="">
            <input type="hidden" name="gpsLongitude" value="">
            <input type="hidden" name="gpsError" value="">
            <div class="coordinate-pair">\(latitude.html)\(longitude.html)</div>
            <p class="field-helper" id="\(helperID)" data-live\(HTML.when(helper == nil, " hidden"))>\(helper)</p>
        """
    }
}
