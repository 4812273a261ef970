extension Copy {
    /// Words only the web pages need (the app has system controls for them).
    public enum Web {
        public static var siteName: String { Copy.text("web.siteName") }
        /// The maps' zoom buttons (Leaflet's, titled in the page's language).
        public static var zoomIn: String { Copy.text("web.zoomIn") }
        public static var zoomOut: String { Copy.text("web.zoomOut") }
        /// The name of the switch between languages on every page.
        public static var languageSwitch: String { Copy.text("web.languageSwitch") }
        public static var tagline: String { Copy.text("web.tagline") }
        public static var showBreeds: String { Copy.text("web.showBreeds") }
        public static var copyPassword: String { Copy.text("web.copyPassword") }
        public static var skipToContent: String { Copy.text("web.skipToContent") }
        public static var mapUnavailable: String { Copy.text("web.mapUnavailable") }
        /// The same where nothing is listed below (no reports, or a report's own page).
        public static var mapUnavailableAlone: String { Copy.text("web.mapUnavailableAlone") }
        public static var filtersTitle: String { Copy.text("web.filtersTitle") }
        /// The footer's credit of the gazetteer's sources.
        public static var placeNamesCredit: String { Copy.text("web.placeNamesCredit") }
        public static var geoNames: String { Copy.text("web.geoNames") }
        public static var ccBy: String { Copy.text("web.ccBy") }
        public static var outlinesCredit: String { Copy.text("web.outlinesCredit") }
        public static var naturalEarth: String { Copy.text("web.naturalEarth") }
        public static var anyStatus: String { Copy.text("web.anyStatus") }
        public static var anySpecies: String { Copy.text("web.anySpecies") }
        public static var statusLabel: String { Copy.text("web.statusLabel") }
        public static var rangeLabel: String { Copy.text("web.rangeLabel") }
        public static var applyFilters: String { Copy.text("web.applyFilters") }
        public static var useMyLocation: String { Copy.text("web.useMyLocation") }
        public static var allReports: String { Copy.text("web.allReports") }
        public static var nextPage: String { Copy.text("web.nextPage") }
        public static var feedsTitle: String { Copy.text("web.feedsTitle") }
        public static var atomFeed: String { Copy.text("web.atomFeed") }
        public static var geoJSONFeed: String { Copy.text("web.geoJSONFeed") }
        public static var notFoundTitle: String { Copy.text("web.notFoundTitle") }
        public static var notFoundBody: String { Copy.text("web.notFoundBody") }
        public static var tooManySessionsTitle: String { Copy.text("web.tooManySessionsTitle") }
        /// A form that arrived damaged or cut short: nothing of it was taken, what was kept is shown.
        public static var formUnreadableTitle: String { Copy.text("web.formUnreadableTitle") }
        public static var formUnreadableBody: String { Copy.text("web.formUnreadableBody") }
        public static var tooManySessionsBody: String { Copy.text("web.tooManySessionsBody") }
        public static var crossSiteTitle: String { Copy.text("web.crossSiteTitle") }
        public static var crossSiteBody: String { Copy.text("web.crossSiteBody") }
        public static var backHome: String { Copy.text("web.backHome") }
        /// Asked before Cancel throws away a wizard with something in it: by the browser's own
        /// dialog with the script, else by the step itself, with two buttons.
        public static var discardTitle: String { Copy.text("web.discardTitle") }
        public static var discardMessage: String { Copy.text("web.discardMessage") }
        public static var discardReport: String { "\(discardTitle) \(discardMessage)" }
        public static var discardConfirm: String { Copy.text("web.discardConfirm") }
        public static var keepEditing: String { Copy.text("web.keepEditing") }
        public static var serverErrorTitle: String { Copy.text("web.serverErrorTitle") }
        public static var serverErrorBody: String { Copy.text("web.serverErrorBody") }
        public static var filterProblem: String { Copy.text("web.filterProblem") }
        public static var photoAlt: String { Copy.text("web.photoAlt") }
        public static func photoCard(_ fileName: String, size: String) -> String { "\(fileName), \(size)" }
        public static var newest: String { Copy.text("web.newest") }
        public static var rangeProblem: String { Copy.text("web.rangeProblem") }
        public static var noReportsMatch: String { Copy.text("web.noReportsMatch") }
        public static var removedBackToList: String { Copy.text("web.removedBackToList") }
        public static func within(kilometres: Int) -> String { Copy.text("web.within", kilometres) }
        /// "Within 5 km of Bieńczyce, Kraków" / "Do 5 km od: Bieńczyce, Kraków".
        public static func within(kilometres: Int, of place: String) -> String {
            Copy.text("web.withinOf", kilometres, place)
        }
    }
}
