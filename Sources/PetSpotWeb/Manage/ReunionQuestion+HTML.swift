import PetSpotFlows
import PetSpotMarkup

extension ReunionQuestion {
    /// One button per way home; the place (optional) is a radio group sent with whichever is pressed.
    var html: HTML {
        """
        <section class="reunion-question" aria-labelledby="reunion-title" data-testid="\(accessibilityID)">
          <h2 class="section-title" id="reunion-title">\(title)</h2>
          <p class="muted">\(why)</p>
          \(HTML.when(places.count > 1, placeChoices))
          <div class="reunion-ways">
            \(HTML.each(ways) { way in
                "<button type=\"submit\" name=\"intent\" value=\"\(ManagePage.reunitedHowPrefix + way.how.rawValue)\" class=\"button-outline\" data-testid=\"\(way.accessibilityID)\" formnovalidate>\(way.title)</button>"
            })
          </div>
        </section>
        """
    }

    private var placeChoices: HTML {
        """
        <fieldset class="field" data-testid="\(placeAccessibilityID)">
          <legend class="field-label">\(whereLabel)</legend>
          \(HTML.each(places) { place in
              "<label class=\"radio-option\"><input type=\"radio\" name=\"\(ManagePage.reunionPlaceField)\" value=\"\(place.id)\"\(HTML.when(place.id == places[0].id, " checked"))> \(place.title)</label>"
          })
        </fieldset>
        """
    }
}
