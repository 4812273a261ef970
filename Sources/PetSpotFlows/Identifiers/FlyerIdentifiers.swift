extension TestIdentifiers {
    /// A report's flyer, its links, and what its owner learns of it.
    public enum Flyer {
        public static let sheet = "flyer.sheet"
        public static let qrCode = "flyer.qrCode"
        public static let shortAddress = "flyer.shortAddress"
        public static let printButton = "flyer.printButton.tap"
        public static let ended = "flyer.ended"
        /// "Print a flyer", on a report's page, the summary after publishing and "Manage my report".
        public static let link = "flyer.link.tap"
        /// "Your flyer's code was opened 12 times…" on "Manage my report".
        public static let visits = "manageReport.flyerVisits"

        /// The flyer page's choice of the sheet's languages.
        public static let languages = "flyer.languagesInput.input"

        public static let all: Set<String> = [sheet, qrCode, shortAddress, printButton, ended, link, visits, languages]
    }
}
