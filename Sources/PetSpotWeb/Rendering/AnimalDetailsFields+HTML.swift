import PetSpotMarkup

extension AnimalDetailsFields {
    /// The wizards' animal details step and the pet's part of "Manage my report".
    nonisolated var html: HTML {
        """
          \(date.html)
          \(petName?.html)
          \(collarData?.html)
          \(species.html)
          <noscript><button type="submit" name="intent" value="refresh" class="button-outline" data-testid="\(refreshTestID)" formnovalidate>\(refreshTitle)</button></noscript>
          \(race.html)
          <div id="other-race" data-live\(HTML.when(otherRace == nil, " hidden"))>\(otherRace?.html)</div>
          \(gender.html)
          \(age?.html)
          \(location.html)
          \(description.html)
          <div class="private-mark">\(privateMark.html)</div>

        """
    }
}

extension LocationView {
    var html: HTML {
        """
          <fieldset class="field location-field">
            <legend class="field-label">\(label)</legend>
            \(placeSearch.html)
            \(map.html)
            <button type="submit" name="intent" value="gps" class="button-outline js-only" data-gps data-testid="\(gpsTestID)" formnovalidate>\(gpsTitle)</button>
            <input type="hidden" name="gpsLatitude" value="">
            <input type="hidden" name="gpsLongitude" value="">
            <input type="hidden" name="gpsError" value="">
            <div class="coordinate-pair">
              \(latitude.html)
              \(longitude.html)
            </div>
            <p class="field-helper" id="location-helper" data-live\(HTML.when(helper == nil, " hidden"))>\(helper)</p>
          </fieldset>

        """
    }
}
