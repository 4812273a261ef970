extension TestIdentifiers {
    /// The tabs, the lists of reports, a report's details and the map.
    public enum Browse {
        public static let homeTab = "tabBar.home.tap"
        public static let lostPetsTab = "tabBar.lostPets.tap"
        public static let foundPetsTab = "tabBar.foundPets.tap"
        public static let reportMissingButton = "home.reportMissingButton.tap"
        public static let reportFoundButton = "home.reportFoundButton.tap"
        /// The app's way to its language in Settings (iOS gives each app its own).
        public static let languageSettingsButton = "home.languageSettingsButton.tap"
        public static let map = "reportsMap.map"
        public static let listItem = "reportsList.item.tap"
        public static let loadMoreButton = "reportsList.loadMoreButton.tap"
        public static let listBanner = "reportsList.banner"
        public static let detailsPhoto = "reportDetails.photo"
        public static let detailsCallButton = "reportDetails.callButton.tap"
        public static let detailsEmailButton = "reportDetails.emailButton.tap"
        public static let detailsMapLink = "reportDetails.mapLink.tap"
        public static let detailsBanner = "reportDetails.banner"
        /// The web list's filters: their stem (the place search's ids start with it), and each.
        public static let filters = "reportsList"
        /// "Within 5 km of Bieńczyce, Kraków".
        public static let filterSummary = "reportsList.filterSummary"
        public static let statusFilter = "reportsList.statusFilter.tap"
        public static let speciesFilter = "reportsList.speciesFilter.tap"
        public static let latitudeFilter = "reportsList.latitude.input"
        public static let longitudeFilter = "reportsList.longitude.input"
        public static let rangeFilter = "reportsList.range.input"
        public static let applyFiltersButton = "reportsList.applyFilters.tap"
        public static let useMyLocationButton = "reportsList.useMyLocation.tap"
        /// The list's feeds (issue 37): Atom for feed readers, GeoJSON for maps.
        public static let atomFeedLink = "reportsList.atomFeed.tap"
        public static let geoJSONFeedLink = "reportsList.geoJSONFeed.tap"

        public static let all: Set<String> = [
            homeTab, lostPetsTab, foundPetsTab, reportMissingButton, reportFoundButton, languageSettingsButton, map,
            listItem, loadMoreButton,
            listBanner, detailsPhoto, detailsCallButton, detailsEmailButton, detailsMapLink, detailsBanner,
            statusFilter, speciesFilter, latitudeFilter, longitudeFilter, rangeFilter, applyFiltersButton,
            filterSummary,
            useMyLocationButton,
            atomFeedLink, geoJSONFeedLink,
        ]
    }
}
