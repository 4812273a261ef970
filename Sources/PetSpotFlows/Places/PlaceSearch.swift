import PetSpotDomain

/// Finding a place by its name, as a form with a place holds it (both wizards' place step, "I saw
/// this pet", the alert form, the list's filter): what was typed, the places found, and what
/// choosing one does (the form's point takes the place's). The web draws it as a combobox with
/// the script and as a text field and a list of buttons without; the app as a search field and a
/// list.
public struct PlaceSearch: Hashable, Sendable {
    /// Where the search stands.
    public enum State: Hashable, Sendable {
        case idle
        case searching
        case found
        case noneFound
        case failed(String)
    }

    /// What was typed; once a place is chosen, its label.
    public var query: String
    public internal(set) var choices: [FoundPlace] = []
    public internal(set) var state: State = .idle
    /// The place chosen last, in words ("Kraków · Lesser Poland Voivodeship, PL"): what the form's
    /// point came from.
    public internal(set) var chosen: String?
    public let ids: PlaceSearchIdentifiers

    public init(query: String = "", ids: PlaceSearchIdentifiers) {
        self.query = query
        self.ids = ids
    }

    public let label = Copy.Places.searchLabel
    public let placeholder = Copy.Places.searchPlaceholder
    public let findTitle = Copy.Places.find
    /// The choices' list, to assistive technology.
    public let choicesLabel = Copy.Places.choicesLabel

    /// The line under the field: how many were found, that none was, why the search failed, or
    /// which place the point is at.
    public var status: String? {
        switch state {
        case .idle: chosen.map(Copy.Places.chosen)
        case .searching: Copy.Places.searching
        case .found: Copy.Places.found(choices.count)
        case .noneFound: Copy.Places.noneFound(query)
        case .failed(let message): message
        }
    }

    /// Typed text: the earlier choices are for another query.
    public mutating func edit(_ text: String) {
        guard text != query else { return }
        query = text
        choices = []
        state = .idle
    }

    mutating func searching() { state = .searching }

    mutating func answered(_ result: Result<[FoundPlace], PlaceSearchError>) {
        switch result {
        case .success(let places):
            choices = places
            state = places.isEmpty ? .noneFound : .found
        case .failure(.tooMany(let seconds)):
            choices = []
            state = .failed(Copy.Places.tooMany(seconds))
        case .failure:
            choices = []
            state = .failed(Copy.Places.failed)
        }
    }

    /// `place` chosen: the field says it, the list goes.
    mutating func choose(_ place: FoundPlace) {
        query = place.label
        chose(place.label)
    }

    mutating func chose(_ label: String) {
        chosen = label
        choices = []
        state = .idle
    }

    /// What a choice is posted as without the script: its point, then its label
    /// ("50.06143,19.93658 Kraków · Lesser Poland Voivodeship, PL"), so the server needs no second search.
    public static func postedValue(of place: FoundPlace) -> String {
        "\(Coordinates(latitude: place.latitude, longitude: place.longitude)?.pair ?? "") \(place.label)"
    }

    /// The place's name in a choice's label ("Wieliczka" of "Wieliczka · Lesser Poland
    /// Voivodeship, PL", "Bieńczyce" of "Bieńczyce, Kraków · …").
    public static func name(inLabel label: String, keepingCity: Bool = false) -> String {
        let named = label.split(separator: " · ").first ?? Substring(label)
        return String(keepingCity ? named : named.split(separator: ",").first ?? named)
    }

    /// A posted choice read back: its point and label; `nil` when it is not one.
    public static func posted(_ value: String) -> (point: Coordinates, label: String)? {
        let parts = value.split(separator: " ", maxSplits: 1)
        guard let first = parts.first, let point = Coordinates(pair: String(first)) else { return nil }
        return (point, parts.count > 1 ? String(parts[1]) : point.shown)
    }
}

/// The test identifiers of one form's place search (`{screen}.placeSearch…`).
public struct PlaceSearchIdentifiers: Hashable, Sendable {
    public let input: String
    public let findButton: String
    public let choice: String
    public let status: String

    public var all: [String] { [input, findButton, choice, status] }

    /// `screen`'s: "reportDetails.placeSearch.input", ".findButton", ".choice", ".status".
    public init(screen: String) {
        input = "\(screen).placeSearch.input"
        findButton = "\(screen).placeSearch.findButton.tap"
        choice = "\(screen).placeSearch.choice.tap"
        status = "\(screen).placeSearch.status"
    }
}

/// What finds nothing: the default where no place search is set up (a test's world).
public struct NoPlaceFinding: PlaceFinding {
    public init() {}
    public func places(
        matching query: String, near: Coordinates?, limit: Int
    ) async throws(PlaceSearchError) -> [FoundPlace] {
        []
    }
}
