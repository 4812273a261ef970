import PetSpotDomain
import PetSpotFlows
import PetSpotMarkup

/// `/alerts/new` and `/alerts/manage`: "Tell me about lost and found pets near here", or, from an
/// alert's mail, the same form to change or stop it; drawn from `AlertForm` (the value its view
/// model edits).
struct AlertPage: PageView {
    let pageTitle: String
    let title: String
    let explanation: String
    let action: String
    let isChange: Bool
    let email: TextFieldView
    let placeLabel: String
    let map: PlaceMap
    let placeSearch: PlaceSearchView
    let gpsTitle: String
    let gpsTestID: String
    let latitude: TextFieldView
    let longitude: TextFieldView
    let locationHelper: String?
    let radius: SelectView
    let status: RadioGroupView
    let species: SelectView
    let frequency: RadioGroupView
    let areaName: TextFieldView
    let submitTitle: String
    let submitTestID = TestIdentifiers.Alerts.submitButton
    let stopTitle: String
    let stopTestID = TestIdentifiers.Alerts.stopButton
    let outcome: FormOutcome
    let testID = TestIdentifiers.Alerts.form

    /// `action`: where the form posts (with the change link's token).
    init(_ form: AlertForm, taxonomy: SpeciesTaxonomy, action: String, sent: Bool = false) {
        typealias Field = AlertForm.Field
        pageTitle = form.title
        title = form.title
        explanation = form.explanation
        self.action = action
        isChange = form.isChange
        email = TextFieldView(form.fieldModel(.email), name: Field.email.rawValue, type: "email", autocomplete: "email")
        placeLabel = form.placeLabel
        map = form.placeMap
        placeSearch = PlaceSearchView(search: form.placeSearch, id: "alert-place", near: form.placeMap.pin)
        gpsTitle = form.gpsTitle
        gpsTestID = form.gpsAccessibilityID
        latitude = TextFieldView(form.fieldModel(.latitude), name: Field.latitude.rawValue, autocomplete: "off")
        longitude = TextFieldView(form.fieldModel(.longitude), name: Field.longitude.rawValue, autocomplete: "off")
        locationHelper = form.locationHelper
        radius = SelectView(form.radiusModel, name: Field.radiusKm.rawValue)
        status = RadioGroupView(form.statusModel, name: Field.status.rawValue)
        species = SelectView(form.speciesModel(taxonomy), name: Field.species.rawValue)
        frequency = RadioGroupView(form.frequencyModel, name: Field.frequency.rawValue)
        areaName = TextFieldView(
            form.fieldModel(.areaName), name: Field.areaName.rawValue, autocomplete: "off",
            maxLength: AlertRequest.areaNameLimit)
        submitTitle = form.submitTitle
        stopTitle = form.stopTitle
        outcome = FormOutcome(
            notice: sent ? Copy.Alerts.checkInbox : form.notice, isSent: sent || form.isDone || form.isStopped,
            testID: TestIdentifiers.Alerts.notice, anchor: "alert-form-outcome")
    }

    var content: HTML {
        """
        <h1 class="page-title">\(title)</h1>
        <form class="reach-form alert-form" method="post" action="\(action)" novalidate data-testid="\(testID)"\
        \(HTML.when(outcome.hasProblems, " data-focus-first-error"))>
          <button type="submit" name="intent" value="send" class="default-submit" tabindex="-1" aria-hidden="true">\(submitTitle)</button>
          <p>\(explanation)</p>
          \(outcome.html)
          \(isChange ? HTML("<p class=\"field-helper\">\(email.label): \(email.value)</p>") : email.html)
          <fieldset class="field location-field">
            <legend class="field-label">\(placeLabel)</legend>
            \(placeSearch.html)
            \(PlaceFieldsView(map: map, gpsTitle: gpsTitle, gpsTestID: gpsTestID, latitude: latitude, longitude: longitude,
                               helper: locationHelper, helperID: "alert-location-helper").html)
            \(radius.html)
          </fieldset>
          \(status.html)
          \(species.html)
          \(frequency.html)
          \(areaName.html)
          <button type="submit" name="intent" value="send" class="button-primary" data-testid="\(submitTestID)">\(submitTitle)</button>
          \(HTML.when(isChange, "<button type=\"submit\" name=\"intent\" value=\"stop\" class=\"button-outline\" data-testid=\"\(stopTestID)\" formnovalidate>\(stopTitle)</button>"))
        </form>

        """
    }
}
