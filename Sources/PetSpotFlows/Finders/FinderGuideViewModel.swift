import Observation
import PetSpotDomain

/// The finder's guide as a screen: chosen by the country of where the pet was found (a report's
/// place, a place searched by name, the page's point, else the reader's region), which the finder
/// can change; the steps in the reader's language (`FinderGuide`).
@Observable @MainActor
public final class FinderGuideViewModel: UsesPlaceSearch {
    public private(set) var country: FinderGuide.Country
    public var placeSearch = PlaceSearch(ids: PlaceSearchIdentifiers(screen: TestIdentifiers.FinderGuide.screen))
    public private(set) var placeSearchPoint: Coordinates?
    /// The report it is about, when there is one (the Found wizard's completion, the app's summary):
    /// its paper collars are offered.
    public let reportID: String?

    public let placeFinder: any PlaceFinding
    public let countryLabel = Copy.FinderGuide.countryLabel
    public let countryButtonTitle = Copy.FinderGuide.countryButton
    public let reportTitle = Copy.FinderGuide.reportButton
    public let collarTitle = Copy.FinderGuide.collarLink
    public let accessibilityID = TestIdentifiers.FinderGuide.page
    public let countryAccessibilityID = TestIdentifiers.FinderGuide.country
    public let countryButtonAccessibilityID = TestIdentifiers.FinderGuide.countryButton
    public let countryLineAccessibilityID = TestIdentifiers.FinderGuide.countryLine
    public let stepAccessibilityID = TestIdentifiers.FinderGuide.step
    public let sourceAccessibilityID = TestIdentifiers.FinderGuide.source
    public let reportAccessibilityID = TestIdentifiers.FinderGuide.reportButton
    public let collarAccessibilityID = TestIdentifiers.FinderGuide.collarLink

    /// - Parameters:
    ///   - countryCode: where the pet was found, when known (a report's place, the page's point);
    ///     else `regionCode`, the reader's region (the app's locale, the browser's language).
    public init(
        countryCode: String?, regionCode: String? = nil, reportID: String? = nil,
        placeFinder: any PlaceFinding = NoPlaceFinding()
    ) {
        country = FinderGuide.Country(countryCode: countryCode ?? regionCode)
        self.reportID = reportID
        self.placeFinder = placeFinder
    }

    /// The guide, worded now (in the language of the moment).
    public var guide: FinderGuide { FinderGuide(country: country) }

    public var countryChoices: [FinderGuide.Country] { FinderGuide.Country.allCases }

    /// The finder says where they are.
    public func choose(_ country: FinderGuide.Country) {
        self.country = country
    }

    public var placeSearchCentre: Coordinates? { placeSearchPoint }

    public func placePin(at point: Coordinates) {
        placeSearchPoint = point
    }

    /// A place chosen from the search: the guide of its country.
    public func choose(_ place: FoundPlace) {
        choosePlace(place)
        country = FinderGuide.Country(countryCode: place.countryCode)
    }

    /// A point given without its country (the page's `lat`/`lng`, a choice posted without the
    /// page's script): the finder in process tells the country, when it can.
    public func locate(_ point: Coordinates) async {
        placePin(at: point)
        if let code = await placeFinder.countryCode(at: point) { country = FinderGuide.Country(countryCode: code) }
    }
}
