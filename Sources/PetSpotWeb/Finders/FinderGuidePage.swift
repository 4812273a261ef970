import Foundation
import PetSpotDomain
import PetSpotFlows

/// `/found-a-pet`: "Found a pet? What to do now", the finder's guide (`FinderGuideViewModel`) for
/// the country of where the pet was found: `?country=PL`, `?lat=…&lng=…`, a place searched by
/// name on the page, a report's place (`?report={id}`, which also offers its paper collars), else
/// the reader's region. One GET form: it works without the page's script.
struct FinderGuidePage: PageView {
    let guide: FinderGuide
    let placeSearch: PlaceSearchView
    let countryChoices: [(code: String, title: String, chosen: Bool)]
    let reportID: String?
    let labels: Labels

    struct Labels {
        let country: String
        let countryButton: String
        let report: String
        let collar: String
    }

    var pageTitle: String { guide.title }
    var mainClass: String { "page finder-guide" }

    /// The page's values, from the view model as the parameters left it.
    @MainActor
    init(_ model: FinderGuideViewModel) {
        guide = model.guide
        placeSearch = PlaceSearchView(
            search: model.placeSearch, id: "guide-place", near: model.placeSearchPoint, latitudeField: "lat",
            longitudeField: "lng")
        countryChoices = model.countryChoices.map { ($0.rawValue, $0.choiceTitle, $0 == model.country) }
        reportID = model.reportID
        labels = Labels(
            country: model.countryLabel, countryButton: model.countryButtonTitle, report: model.reportTitle,
            collar: model.collarTitle)
    }

    /// What the page reads of its query.
    struct Query {
        var country: FinderGuide.Country?
        var point: Coordinates?
        var typedPlace = ""
        /// A choice posted without the script: "lat,lng label" (`PlaceSearch.postedValue`).
        var choice: String?
        var reportID: String?

        init(_ parameters: [String: String]) {
            country = parameters["country"].flatMap(FinderGuide.Country.init(rawValue:))
            point = parameters["lat"].flatMap(Double.init).flatMap { latitude in
                parameters["lng"].flatMap(Double.init).flatMap { Coordinates(latitude: latitude, longitude: $0) }
            }
            typedPlace = parameters[PlaceSearchView.queryField] ?? ""
            choice = parameters[PlaceSearchView.choiceField].flatMap { PlaceSearch.posted($0) == nil ? nil : $0 }
            // Only an id is kept: it ends the collar's path.
            reportID = parameters["report"].flatMap(UUID.init(uuidString:))?.uuidString.lowercased()
        }
    }
}
