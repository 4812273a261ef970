import Foundation
import HTTPTypes
import PetSpotDomain
import PetSpotFlows

/// `/reports`: every report, filtered by status, species and distance from a point, a page at a time.
@MainActor
struct ReportsListPage {
    /// The filters as the query string gave them, kept as typed so a mistake can be corrected.
    struct Query {
        var status = ""
        var species = ""
        var latitude = ""
        var longitude = ""
        var range = ""
        var cursor: String?
        /// The centre's place in words, as chosen ("Bieńczyce, Kraków · Lesser Poland
        /// Voivodeship, PL"): what the filter says it is within range of.
        var place = ""
        /// A place's name typed in the filter's place search, to be looked up.
        var typedPlace = ""

        init(_ parameters: [String: String]) {
            status = parameters["status"] ?? ""
            species = parameters["species"] ?? ""
            latitude = parameters["lat"] ?? ""
            longitude = parameters["lng"] ?? ""
            range = parameters["range"] ?? ""
            cursor = parameters["cursor"].flatMap { $0.isEmpty ? nil : $0 }
            place = parameters["place"] ?? ""
            typedPlace = parameters[PlaceSearchView.queryField] ?? ""
            // One of the places found, chosen without the script: its point and its words.
            if let (point, label) = parameters[PlaceSearchView.choiceField].flatMap(PlaceSearch.posted) {
                latitude = Coordinates.formatted(point.latitude)
                longitude = Coordinates.formatted(point.longitude)
                place = label
                typedPlace = label
                cursor = nil
            }
        }

        /// A name typed that is not the chosen place's: it is looked up.
        var looksUpPlace: Bool {
            let typed = typedPlace.trimmingCharacters(in: .whitespacesAndNewlines)
            return !typed.isEmpty && typed != place
        }

        /// The filter, or the problem of each field that can't be read.
        func filter() -> (ReportsFilter, [String: String]) {
            var filter = ReportsFilter()
            var problems: [String: String] = [:]
            filter.status = AnnouncementStatus(rawValue: status.uppercased())
            filter.species = Species(rawValue: species.uppercased())
            let lat = latitude.trimmingCharacters(in: .whitespaces),
                lng = longitude.trimmingCharacters(in: .whitespaces)
            if !lat.isEmpty || !lng.isEmpty {
                switch CoordinateValidationResult.validate(latitude: lat, longitude: lng, required: true) {
                case .valid(let coordinates): filter.centre = coordinates
                case .invalid(let latitudeError, let longitudeError):
                    problems["lat"] = latitudeError
                    problems["lng"] = longitudeError
                }
            }
            let rangeText = range.trimmingCharacters(in: .whitespaces)
            if !rangeText.isEmpty {
                if let kilometres = Int(rangeText), (1...1000).contains(kilometres) {
                    filter.rangeKilometres = kilometres
                } else {
                    problems["range"] = Copy.Web.rangeProblem
                }
            }
            if filter.centre != nil, filter.rangeKilometres == nil { filter.rangeKilometres = 10 }
            return (filter, problems)
        }

        func href(cursor: String?) -> String {
            var components = URLComponents()
            components.path = SitePath.reports.path
            let items = [
                ("status", status), ("species", species), ("lat", latitude), ("lng", longitude), ("range", range),
                ("place", place), ("cursor", cursor ?? ""),
            ]
            .filter { !$0.1.isEmpty }.map { URLQueryItem(name: $0.0, value: $0.1) }
            components.queryItems = items.isEmpty ? nil : items
            return components.string ?? SitePath.reports.path
        }
    }

    struct Context: Sendable {
        let pageTitle: String
        let title: String
        let filtersTitle = Copy.Web.filtersTitle
        let status: SelectView
        let species: SelectView
        let latitude: FilterField
        let longitude: FilterField
        let range: FilterField
        let placeSearch: PlaceSearchView
        /// The chosen place's words, kept with its point.
        let place: String
        /// "Within 5 km of Bieńczyce, Kraków": what the list shows, in words.
        let summary: String?
        let summaryTestID = TestIdentifiers.Browse.filterSummary
        let applyTitle = Copy.Web.applyFilters
        let applyTestID = TestIdentifiers.Browse.applyFiltersButton
        let useMyLocationTitle = Copy.Web.useMyLocation
        let useMyLocationTestID = TestIdentifiers.Browse.useMyLocationButton
        let rows: [ReportRowView]
        let empty: String?
        let banner: NoticeView?
        let map: MapView
        let nextHref: String?
        let nextTitle = Copy.Web.nextPage
        let nextTestID = TestIdentifiers.Browse.loadMoreButton
        /// The same reports as feeds; none while a filter does not read.
        var feeds: FeedLinks?
        /// Alerts by mail around the list's centre.
        var alerts: AlertLink?
    }

    /// A filter input with its problem.
    struct FilterField {
        let id: String
        let name: String
        let label: String
        let value: String
        let error: String?
        let errorID: String
        let testID: String
        let inputMode: String?
    }

    let browsing: any ReportsBrowsing
    let places: any PlaceFinding
    let taxonomy: SpeciesTaxonomy
    let defaultArea: Coordinates

    /// The context, and whether the filters could be read.
    /// The page, and its status: 400 for a filter it cannot read, 503 when the reports cannot be read.
    func context(for query: Query) async -> (Context, status: HTTPResponse.Status) {
        let (filter, problems) = query.filter()
        var rows: [ReportRowView] = []
        var pins: [MapPinModel] = []
        var banner: BannerModel?
        var failure: BrowseError?
        var next: String?
        if problems.isEmpty {
            do {
                let page = try await browsing.reports(matching: filter, cursor: query.cursor)
                rows = page.reports.map { ReportRowView(ReportRowModel($0)) }
                pins = page.reports.compactMap(MapPinModel.init)
                next = page.nextCursor
            } catch {
                banner = error.banner(accessibilityID: TestIdentifiers.Browse.listBanner)
                failure = error
            }
        }
        let title =
            switch filter.status {
            case .missing: Copy.Browse.lostPetsTab
            case .found: Copy.Browse.foundPetsTab
            case nil: Copy.Web.allReports
            }
        let centre = filter.centre ?? defaultArea
        let search = ListPlaceSearch(
            query: query.typedPlace.isEmpty ? query.place : query.typedPlace, centre: centre, finder: places)
        if query.looksUpPlace { await search.findPlaces() }
        let placeWords =
            query.place.isEmpty ? filter.centre?.shown : PlaceSearch.name(inLabel: query.place, keepingCity: true)
        var context = Context(
            pageTitle: title, title: title,
            status: SelectView(
                DropdownView.Model(
                    label: Copy.Web.statusLabel, placeholder: Copy.Web.anyStatus,
                    options: [
                        .init(id: "missing", title: Copy.Browse.lostPetsTab),
                        .init(id: "found", title: Copy.Browse.foundPetsTab),
                    ],
                    selectedID: filter.status?.rawValue.lowercased(),
                    accessibilityID: TestIdentifiers.Browse.statusFilter), name: "status"),
            species: SelectView(
                DropdownView.Model(
                    label: Copy.Browse.speciesLabel, placeholder: Copy.Web.anySpecies,
                    options: taxonomy.species.map { .init(id: $0.id.rawValue, title: Copy.Taxonomy.species($0.id)) },
                    selectedID: filter.species?.rawValue, accessibilityID: TestIdentifiers.Browse.speciesFilter),
                name: "species"),
            latitude: field(
                "lat", Copy.Location.latitude, query.latitude, problems, TestIdentifiers.Browse.latitudeFilter, nil),
            longitude: field(
                "lng", Copy.Location.longitude, query.longitude, problems, TestIdentifiers.Browse.longitudeFilter, nil),
            range: field(
                "range", Copy.Web.rangeLabel, query.range, problems, TestIdentifiers.Browse.rangeFilter, "numeric"),
            placeSearch: PlaceSearchView(
                search: search.placeSearch, id: "filter-place", near: centre, latitudeField: "lat",
                longitudeField: "lng"),
            place: query.place,
            summary: filter.rangeKilometres.flatMap { kilometres in
                placeWords.map { Copy.Web.within(kilometres: kilometres, of: $0) }
            },
            rows: rows,
            empty: problems.isEmpty && banner == nil && rows.isEmpty ? Copy.Web.noReportsMatch : nil,
            banner: problems.isEmpty ? banner.map(NoticeView.init) : nil,
            map: MapView(
                pinsJSON: MapPinsJSON.encode(pins), centreLatitude: centre.latitude, centreLongitude: centre.longitude,
                listedBelow: !pins.isEmpty),
            nextHref: next.map { query.href(cursor: $0) }
        )
        if problems.isEmpty {
            context.feeds = FeedLinks(filter, language: Language.current)
            context.alerts = AlertLink(around: filter.centre)
        }
        return (context, !problems.isEmpty ? .badRequest : failure?.pageStatus ?? .ok)
    }

    private func field(
        _ name: String, _ label: String, _ value: String, _ problems: [String: String], _ testID: String,
        _ inputMode: String?
    ) -> FilterField {
        FilterField(
            id: "filter-\(name)", name: name, label: label, value: value, error: problems[name],
            errorID: "filter-\(name)-error", testID: testID, inputMode: inputMode)
    }
}

/// The list filter's place search: the centre it looks near, and what choosing a place does
/// (the page's script fills the centre; without it, a choice is a link's query).
@MainActor
final class ListPlaceSearch: UsesPlaceSearch {
    var placeSearch: PlaceSearch
    let placeSearchCentre: Coordinates?
    var placeSearchPoint: Coordinates? { placeSearchCentre }
    let placeFinder: any PlaceFinding

    init(query: String, centre: Coordinates, finder: any PlaceFinding) {
        placeSearch = PlaceSearch(query: query, ids: PlaceSearchIdentifiers(screen: TestIdentifiers.Browse.filters))
        placeSearchCentre = centre
        placeFinder = finder
    }

    func placePin(at point: Coordinates) {}
}
