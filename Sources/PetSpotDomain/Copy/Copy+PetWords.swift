extension Copy {
    /// Words about a report's pet that Polish makes agree with its species and sex ("zaginiona
    /// kotka", "znaleziony pies"): a key per status, species and sex in each family, since a
    /// String Catalog has plural variations but none for grammatical gender.
    public enum PetWords: String, CaseIterable, Sendable {
        /// "Lost dog", "Zaginęła kotka": the flyer's title and headline.
        case title = "pet"
        /// "the missing dog", "zaginiona kotka": a nameless report in its owner's mail.
        case mailName = "mail.reportName"
        /// "missing dog", "zaginiona kotka": an alert mail's line under a report's name.
        case alertLine = "alerts.report"
        /// "Missing", "Zaginiona": a report's badge, beside its title ("Zaginęła kotka"), agreeing with it.
        case badge = "badge"

        public func key(_ status: AnnouncementStatus, species: Species, sex: Sex) -> String {
            "\(rawValue).\(status == .missing ? "lost" : "found").\(species.rawValue).\(sex.rawValue)"
        }

        public func words(_ status: AnnouncementStatus, species: Species, sex: Sex) -> String {
            Copy.text(key(status, species: species, sex: sex))
        }
    }
}
