import PetSpotDomain

/// A form that takes a place by name, written once for every screen that has one: the search
/// near the form's point (or the area it opens on), and a choice placed as a tap on the map
/// places it.
@MainActor
public protocol UsesPlaceSearch: AnyObject {
    var placeSearch: PlaceSearch { get set }
    /// Where the nearest places come first from: the form's point, else its opening area.
    var placeSearchCentre: Coordinates? { get }
    /// The form's point as given so far (`nil` while none is).
    var placeSearchPoint: Coordinates? { get }
    var placeFinder: any PlaceFinding { get }
    func placePin(at point: Coordinates)
    /// A place chosen by name, after its point was placed: `name` is its name alone ("Wieliczka").
    func placeChosen(named name: String)
}

extension UsesPlaceSearch {
    public func placeChosen(named name: String) {}

    /// How many places a search offers.
    public static var placeChoices: Int { 8 }

    /// Types into the place's search field.
    public func editPlaceQuery(_ text: String) { placeSearch.edit(text) }

    /// Looks up what was typed; an empty field looks up nothing.
    public func findPlaces() async {
        let query = placeSearch.query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !query.isEmpty else { return }
        placeSearch.searching()
        let result: Result<[FoundPlace], PlaceSearchError>
        do {
            result = .success(
                try await placeFinder.places(matching: query, near: placeSearchCentre, limit: Self.placeChoices))
        } catch {
            result = .failure(error)
        }
        // A field typed on meanwhile asked something else.
        guard placeSearch.query.trimmingCharacters(in: .whitespacesAndNewlines) == query else { return }
        placeSearch.answered(result)
    }

    /// Takes `place`'s point as the form's, as a tap on the map would.
    public func choosePlace(_ place: FoundPlace) {
        guard let point = place.point else { return }
        placePin(at: point)
        placeSearch.choose(place)
        placeChosen(named: place.shownName)
    }

    /// A place's name typed and no point given: Enter in the search field, on a page without its
    /// script, sends the form; what the person wants is the place looked up, not a refusal.
    public var asksForAPlaceInsteadOfSending: Bool {
        placeSearch.chosen == nil && !placeSearch.query.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            && placeSearchPoint == nil
    }

    /// A choice posted by a page without its script (`PlaceSearch.postedValue`).
    public func choosePosted(_ value: String) -> Bool {
        guard let (point, label) = PlaceSearch.posted(value) else { return false }
        placePin(at: point)
        placeSearch.query = label
        placeSearch.chose(label)
        placeChosen(named: PlaceSearch.name(inLabel: label))
        return true
    }
}
