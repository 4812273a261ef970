import PetSpotDomain
import PetSpotFlows
import PetSpotMarkup

/// A form's place search (`PlaceSearch`), as the pages draw it: a text field and Find, which
/// without the script post the form (`intent=findPlace`) and come back with the places found as
/// buttons (`placeChoice`), everything else typed kept; with the script, the field becomes an ARIA
/// 1.2 combobox over `GET /api/v1/places` that moves the map. Inside the place's fieldset, whose
/// coordinate fields a choice fills.
struct PlaceSearchView {
    /// The form field of the text typed, and the intent and name of its buttons.
    static let queryField = "placeQuery"
    static let findIntent = "findPlace"
    static let choiceField = "placeChoice"

    let search: PlaceSearch
    /// The element ids' stem: "sighting-place".
    let id: String
    /// Where the nearest places come first from, for the script's searches.
    let near: Coordinates?
    /// The names of the coordinate fields a choice fills.
    var latitudeField = "latitude"
    var longitudeField = "longitude"
    /// Offered before any search (a sighting's: where the pet was last seen).
    var quickChoice: (label: String, value: String)?

    var html: HTML {
        let ids = search.ids
        // The pseudo-language (layout tests) is worded as it goes.
        let words = Copy.pseudo ? ScriptWords() : ScriptWords.of[Language.current] ?? ScriptWords()
        let choices = search.choices.map { (label: $0.label, value: PlaceSearch.postedValue(of: $0)) }
        let offered = choices.isEmpty && search.chosen == nil ? quickChoice.map { [$0] } ?? [] : choices
        return """
            <div class="place-search" data-place-search data-api="\(APIPath.places.path)"\
            \(HTML.with(near) { " data-near=\"\($0.pair)\"" }) data-lat-field="\(latitudeField)" data-lng-field="\(longitudeField)" \
            data-searching="\(words.searching)" data-failed="\(words.failed)" data-none="\(words.none)" \
            data-chosen="\(words.chosen)" data-found="\(words.found)" data-choice-testid="\(ids.choice)" \
            data-choices-label="\(search.choicesLabel)">
              <label class="field-label" for="\(id)-input">\(search.label)</label>
              <div class="place-search-row">
                <input class="input" id="\(id)-input" type="text" name="\(Self.queryField)" value="\(search.query)" placeholder="\(search.placeholder)" \
            autocomplete="off" spellcheck="false" maxlength="100" aria-describedby="\(id)-status" data-testid="\(ids.input)">
                <button type="submit" name="intent" value="\(Self.findIntent)" class="button-outline" formnovalidate data-testid="\(ids.findButton)">\(search.findTitle)</button>
              </div>
              <p class="field-helper" id="\(id)-status" data-place-status data-live data-testid="\(ids.status)"\
            \(HTML.when(search.status == nil, " hidden"))>\(search.status)</p>
              <ul class="place-choices" id="\(id)-list" aria-label="\(search.choicesLabel)"\(HTML.when(offered.isEmpty, " hidden"))>\
            \(HTML.each(offered) { choice in
                "<li><button type=\"submit\" name=\"\(Self.choiceField)\" value=\"\(choice.value)\" class=\"place-choice\" formnovalidate data-testid=\"\(ids.choice)\">\(choice.label)</button></li>"
            })</ul>
            </div>
            """
    }

    /// What the script says as it searches, in each language, worded once: every page with a
    /// place search carries them, and "found" alone is twenty sentences.
    struct ScriptWords: Sendable {
        var searching = Copy.Places.searching
        var failed = Copy.Places.failed
        var none = Copy.Places.noneFound("%@")
        var chosen = Copy.Places.chosen("%@")
        /// "1 place found: choose one." … for 1 to 20, as JSON (Polish has three forms).
        var found = "{" + (1...20).map { "\"\($0)\":\"\(Copy.Places.found($0))\"" }.joined(separator: ",") + "}"

        static let of = Dictionary(
            uniqueKeysWithValues: Language.allCases.map { language in
                (language, Language.speaking(language) { ScriptWords() })
            })
    }
}
