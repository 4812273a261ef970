extension TestIdentifiers {
    /// "How pets got home through PetSpot", and the home page's link to it.
    public enum Reunions {
        public static let page = "reunions.page"
        public static let total = "reunions.total"
        public static let row = "reunions.row"
        public static let speciesFilter = "reunions.speciesFilter.input"
        public static let link = "home.reunionsLink.tap"

        public static let all: Set<String> = [page, total, row, speciesFilter, link]
    }

    /// "Found a pet? What to do now": the guide, its country choice and its steps.
    public enum FinderGuide {
        /// The screen's stem, which its place search's identifiers start with.
        public static let screen = "finderGuide"
        public static let page = "finderGuide.page"
        public static let country = "finderGuide.countryPicker.input"
        public static let countryButton = "finderGuide.countryButton.tap"
        public static let countryLine = "finderGuide.country"
        public static let step = "finderGuide.step"
        public static let source = "finderGuide.step.source"
        public static let reportButton = "finderGuide.reportButton.tap"
        public static let collarLink = "finderGuide.collarLink.tap"
        /// Where the guide is linked from: home, the Found wizard's first step, its completion.
        public static let homeLink = "home.finderGuideLink.tap"
        public static let wizardLink = "reportFoundPet.finderGuideLink.tap"
        public static let confirmationLink = "reportFoundPet.confirmation.finderGuideLink.tap"

        public static var all: Set<String> {
            Set([
                page, country, countryButton, countryLine, step, source, reportButton, collarLink, homeLink,
                wizardLink, confirmationLink,
            ]).union(PlaceSearchIdentifiers(screen: screen).all)
        }
    }

    /// The paper collars of a found report.
    public enum Collar {
        public static let sheet = "collar.sheet"
        public static let strip = "collar.strip"
        public static let printButton = "collar.printButton.tap"
        /// Where they are linked from: the guide, the Found wizard's completion page, the manage page.
        public static let confirmationLink = "reportFoundPet.confirmation.collarLink.tap"
        public static let manageLink = "manageReport.collarLink.tap"

        public static let all: Set<String> = [sheet, strip, printButton, confirmationLink, manageLink]
    }
}
