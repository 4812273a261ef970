extension Copy {
    /// Copy of area alerts: the page that asks for one, its mails and its links' pages.
    public enum Alerts {
        // Validation.
        public static var centreRequired: String { Copy.text("alerts.centreRequired") }
        public static var radiusRule: String { Copy.text("alerts.radiusRule") }

        // The page that asks for an alert.
        public static var title: String { Copy.text("alerts.title") }
        public static var explanation: String { Copy.text("alerts.explanation") }
        public static var email: String { Copy.text("alerts.email") }
        public static var place: String { Copy.text("alerts.place") }
        public static var radius: String { Copy.text("alerts.radius") }
        public static func radiusOption(_ kilometres: Int) -> String { "\(kilometres) km" }
        public static var status: String { Copy.text("alerts.status") }
        public static var bothStatuses: String { Copy.text("alerts.bothStatuses") }
        public static var missingOnly: String { Copy.text("alerts.missingOnly") }
        public static var foundOnly: String { Copy.text("alerts.foundOnly") }
        public static var species: String { Copy.text("alerts.species") }
        public static var allSpecies: String { Copy.text("alerts.allSpecies") }
        public static var frequency: String { Copy.text("alerts.frequency") }
        public static var immediate: String { Copy.text("alerts.immediate") }
        public static var daily: String { Copy.text("alerts.daily") }
        public static var areaName: String { Copy.text("alerts.areaName") }
        public static var areaNamePlaceholder: String { Copy.text("alerts.areaNamePlaceholder") }
        public static var submit: String { Copy.text("alerts.submit") }
        public static var link: String { Copy.text("alerts.link") }
        public static var checkInbox: String { Copy.text("alerts.checkInbox") }
        public static var tooMany: String { Copy.text("alerts.tooMany") }

        // The confirmation mail and its page.
        public static func confirmSubject(radiusKm: Int) -> String { Copy.text("alerts.confirmSubject", radiusKm) }
        public static var confirmIntro: String { Copy.text("alerts.confirmIntro") }
        public static var confirmLink: String { Copy.text("alerts.confirmLink") }
        public static var confirmNotYou: String { Copy.text("alerts.confirmNotYou") }
        public static var confirmTitle: String { Copy.text("alerts.confirmTitle") }
        public static var confirmQuestion: String { Copy.text("alerts.confirmQuestion") }
        public static var confirmButton: String { Copy.text("alerts.confirmButton") }
        public static var confirmedTitle: String { Copy.text("alerts.confirmedTitle") }
        public static var confirmedBody: String { Copy.text("alerts.confirmedBody") }
        public static var nothingToConfirm: String { Copy.text("alerts.nothingToConfirm") }
        public static func atMost(_ maximum: Int) -> String { Copy.plural("alerts.atMost", count: maximum) }

        // The alert mails.
        /// "Lost pets within 5 km of Nowa Huta (Bieńczyce, Kraków)": `place` is the centre in words.
        public static func describe(radiusKm: Int, kind: String, place: String, name: String?) -> String {
            Copy.text(
                "alerts.describe", kind.prefix(1).uppercased() + kind.dropFirst(), radiusKm,
                name.map { "\($0) (\(place))" } ?? place)
        }
        public static func often(_ frequency: AlertFrequency) -> String {
            switch frequency {
            case .immediate: Copy.text("alerts.atOnce")
            case .daily: Copy.text("alerts.onceADay")
            }
        }
        /// "2 lost pets near Nowa Huta", "A found cat 1.2 km from your point".
        public static func subject(count: Int, kind: String, where place: String) -> String {
            Copy.plural("alerts.subject", count: count, kind, place)
        }
        public static func near(_ name: String) -> String { Copy.text("alerts.near", name) }
        public static func within(_ distance: String) -> String { Copy.text("alerts.within", distance) }
        public static func from(_ distance: String) -> String { Copy.text("alerts.from", distance) }
        public static func kind(missing: Bool, found: Bool, species: Species?, plural: Bool) -> String {
            let status = missing && found ? "both" : missing ? "lost" : "found"
            return Copy.text("alerts.kind.\(status).\(species?.rawValue ?? "ANY").\(plural ? "many" : "one")")
        }
        public static func intro(_ count: Int, radiusKm: Int, name: String?) -> String {
            Copy.plural("alerts.intro", count: count, name.map(near) ?? within("\(radiusKm) km"))
        }
        /// "1.2 km north-east of your point"; "At your point" when it is there.
        public static func whereFromCentre(_ distance: String, _ direction: CompassDirection?) -> String {
            direction.map { Copy.text("alerts.fromCentre", distance, $0.words) } ?? Copy.text("alerts.atYourPoint")
        }
        public static func lastSeen(_ day: String, status: AnnouncementStatus) -> String {
            status == .missing ? Browse.missingSince(day) : Browse.foundOn(day)
        }
        public static var seeReport: String { Copy.text("alerts.seeReport") }
        public static func moreReports(_ count: Int) -> String { Copy.plural("alerts.moreReports", count: count) }
        public static func footer(_ description: String, often: String) -> String {
            Copy.text("alerts.footer", often, description.prefix(1).lowercased() + description.dropFirst())
        }
        public static var change: String { Copy.text("alerts.change") }
        public static var stop: String { Copy.text("alerts.stop") }

        // The unsubscribe and change pages.
        public static var stopTitle: String { Copy.text("alerts.stopTitle") }
        public static var stopQuestion: String { Copy.text("alerts.stopQuestion") }
        public static var stopButton: String { Copy.text("alerts.stopButton") }
        public static var stoppedTitle: String { Copy.text("alerts.stoppedTitle") }
        public static var stoppedBody: String { Copy.text("alerts.stoppedBody") }
        public static var manageTitle: String { Copy.text("alerts.manageTitle") }
        public static var save: String { Copy.text("alerts.save") }
        public static var saved: String { Copy.text("alerts.saved") }
        public static var gone: String { Copy.text("alerts.gone") }
    }
}
