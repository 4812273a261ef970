extension Copy {
    /// Words only the web pages need (the app has system controls for them).
    public enum Web {
        public static let siteName = "PetSpot"
        public static let tagline = "Lost and found pets near you"
        public static let showBreeds = "Show the breeds of this species"
        public static let copyPassword = "Copy"
        public static let skipToContent = "Skip to content"
        public static let mapUnavailable = "The map can't be shown right now; the reports are listed below."
        /// The same where nothing is listed below (no reports, or a report's own page).
        public static let mapUnavailableAlone = "The map can't be shown right now."
        public static let filtersTitle = "Filter reports"
        public static let anyStatus = "Missing and found"
        public static let anySpecies = "Any species"
        public static let statusLabel = "Status"
        public static let rangeLabel = "Distance (km)"
        public static let applyFilters = "Show reports"
        public static let useMyLocation = "Use my location"
        public static let allReports = "All reports"
        public static let nextPage = "Show more"
        public static let feedsTitle = "Follow these reports"
        public static let atomFeed = "Atom feed (for feed readers)"
        public static let geoJSONFeed = "GeoJSON (for maps)"
        public static let notFoundTitle = "Page not found"
        public static let notFoundBody = "This page doesn't exist. It may have been moved, or the report removed."
        public static let tooManySessionsTitle = "Too many new reports from your connection"
        public static let tooManySessionsBody = "Many reports were started from your internet connection in the last hour. Finish one you started, or try again in an hour."
        public static let crossSiteTitle = "This form came from another site"
        public static let crossSiteBody = "PetSpot only accepts its forms from its own pages, so nobody can send one in your name. Open PetSpot and fill in the form there."
        public static let backHome = "Back to PetSpot"
        /// Asked before Cancel throws away a wizard with something in it: by the browser's own
        /// dialog with the script, else by the step itself, with two buttons.
        public static let discardTitle = "Discard this report?"
        public static let discardMessage = "What you entered so far will be lost."
        public static let discardReport = "\(discardTitle) \(discardMessage)"
        public static let discardConfirm = "Discard"
        public static let keepEditing = "Keep editing"
        public static let serverErrorTitle = "Something went wrong on our side"
        public static let serverErrorBody = "PetSpot couldn't show this page. Try again in a moment; what you entered in a report is kept."
        public static let filterProblem = "Check the filters: "
        public static let photoAlt = "Photo of the pet"
        public static func photoCard(_ fileName: String, size: String) -> String { "\(fileName), \(size)" }
        public static let newest = "Newest reports everywhere"
        public static let rangeProblem = "Distance must be a whole number of kilometres from 1 to 1000"
        public static let noReportsMatch = "No reports match these filters. Try a wider distance or another species."
        public static let removedBackToList = "See all reports"
        public static func within(kilometres: Int) -> String { "Within \(kilometres) km" }
    }
}
