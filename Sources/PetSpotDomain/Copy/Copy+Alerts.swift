extension Copy {
    /// Copy of area alerts: the page that asks for one, its mails and its links' pages.
    public enum Alerts {
        // Validation.
        public static let centreRequired = "Choose the centre of the area: tap the map, use your location, or type its latitude and longitude"
        public static let radiusRule = "radiusKm must be a whole number of kilometres from 1 to 25"

        // The page that asks for an alert.
        public static let title = "Tell me about lost and found pets near here"
        public static let explanation = "We mail you when a lost or found pet is reported in this circle, so you can keep an eye out. Nobody else sees your email."
        public static let email = "Your email"
        public static let place = "The centre of the area (tap the map, use your location, or type)"
        public static let radius = "How far around it"
        public static func radiusOption(_ kilometres: Int) -> String { "\(kilometres) km" }
        public static let status = "Which reports"
        public static let bothStatuses = "Lost and found pets"
        public static let missingOnly = "Lost pets only"
        public static let foundOnly = "Found pets only"
        public static let species = "Which animals"
        public static let allSpecies = "All animals"
        public static let frequency = "How often"
        public static let immediate = "At once (at most one mail every 10 minutes)"
        public static let daily = "Once a day"
        public static let areaName = "Name of the area (optional, it goes in the mails' subject)"
        public static let areaNamePlaceholder = "Nowa Huta"
        public static let submit = "Send me alerts"
        public static let link = "Alerts for this area by mail"
        public static let checkInbox = "Check your inbox: we sent you a link to confirm. Nothing else is sent until you confirm, and if you do not, we forget the address in 7 days."
        public static let tooMany = "Too many alert requests from here for now; try again later"

        // The confirmation mail and its page.
        public static func confirmSubject(radiusKm: Int) -> String { "Confirm your PetSpot alert for pets within \(radiusKm) km" }
        public static let confirmIntro = "Someone, we hope you, asked PetSpot to mail this address about lost and found pets in an area:"
        public static let confirmLink = "Confirm the alert"
        public static let confirmNotYou = "If it was not you, ignore this mail: nothing more is sent, and the address is forgotten in 7 days."
        public static let confirmTitle = "Confirm your alerts"
        public static let confirmQuestion = "Send alerts to this address about the areas below?"
        public static let confirmButton = "Yes, send me these alerts"
        public static let confirmedTitle = "Your alerts are on"
        public static let confirmedBody = "You will get a mail when a lost or found pet is reported in the area. Every mail has a link to change or stop it."
        public static let nothingToConfirm = "There is nothing to confirm: these alerts are already on, stopped, or were forgotten after 7 days. Ask again from the map if you want one."
        public static func atMost(_ maximum: Int) -> String {
            "This address already follows \(maximum) areas, the most it can. Stop one (every alert mail has the link), then ask again."
        }

        // The alert mails.
        public static func describe(radiusKm: Int, kind: String, latitude: String, longitude: String, name: String?) -> String {
            "\(kind.prefix(1).uppercased() + kind.dropFirst()) within \(radiusKm) km of " + (name.map { "\($0) (\(latitude), \(longitude))" } ?? "\(latitude), \(longitude)")
        }
        public static func often(_ frequency: AlertFrequency) -> String {
            switch frequency {
            case .immediate: "at once"
            case .daily: "once a day"
            }
        }
        /// "2 lost pets near Nowa Huta", "A found cat 1.2 km from your point".
        public static func subject(count: Int, kind: String, where place: String) -> String {
            "\(count == 1 ? "A" : "\(count)") \(kind) \(place)"
        }
        public static func near(_ name: String) -> String { "near \(name)" }
        public static func within(_ distance: String) -> String { "within \(distance) of your point" }
        public static func from(_ distance: String) -> String { "\(distance) from your point" }
        public static func kind(missing: Bool, found: Bool, species: String?, plural: Bool) -> String {
            let status = missing && found ? "lost and found" : missing ? "lost" : "found"
            return "\(status) \(species.map { $0.lowercased() + (plural ? "s" : "") } ?? (plural ? "pets" : "pet"))"
        }
        public static func intro(_ count: Int, radiusKm: Int, name: String?) -> String {
            let place = name.map { "near \($0)" } ?? "within \(radiusKm) km of your point"
            return count == 1 ? "A new report \(place):" : "\(count) new reports \(place):"
        }
        /// "1.2 km north-east of your point"; "At your point" when it is there.
        public static func whereFromCentre(_ distance: String, _ direction: CompassDirection?) -> String {
            direction.map { "\(distance) \($0.words) of your point" } ?? "At your point"
        }
        public static func lastSeen(_ day: String, status: AnnouncementStatus) -> String {
            status == .missing ? "Missing since \(day)" : "Found on \(day)"
        }
        public static let seeReport = "See the report"
        public static func moreReports(_ count: Int) -> String { "and \(count) more on PetSpot's list of the area" }
        public static func footer(_ description: String, often: String) -> String {
            "You get this mail because this address asked PetSpot to tell it \(often) of \(description.prefix(1).lowercased() + description.dropFirst())."
        }
        public static let change = "Change or stop this alert"
        public static let stop = "Stop this alert"

        // The unsubscribe and change pages.
        public static let stopTitle = "Stop this alert?"
        public static let stopQuestion = "You will get no more mail about this area. Alerts for other areas stay on."
        public static let stopButton = "Stop this alert"
        public static let stoppedTitle = "This alert is stopped"
        public static let stoppedBody = "You will get no more mail about this area."
        public static let manageTitle = "Your alert"
        public static let save = "Save the alert"
        public static let saved = "Saved. The next mail follows the new settings."
        public static let gone = "This alert no longer exists: it was stopped. Ask for a new one from the map."
    }
}
