import PetSpotDomain

extension TestIdentifiers {
    /// Controls only the web pages have.
    public enum Web {
        /// Without JavaScript, shows the breeds of a newly chosen species (the script does it on change).
        public static let refreshButton = "wizard.refreshButton.tap"
        /// A failed submission's alert buttons.
        public static func alertButton(_ alertID: String, _ action: String) -> String { "\(alertID).\(action)" }
        /// Without JavaScript, Cancel on a filled wizard asks on the step itself: discard, or keep editing.
        public static let discardAlert = "wizard.discardAlert"
        public static let discardButton = alertButton(discardAlert, "discard")
        public static let keepEditingButton = alertButton(discardAlert, "keepEditing")

        /// A wizard step's notice that its form arrived damaged or cut short (nothing of it was taken).
        public static let formUnreadable = "wizard.formUnreadableBanner"

        /// The language switch on every page's header: a link per language.
        public static func languageLink(_ language: Language) -> String { "site.language.\(language.rawValue)" }

        public static var all: Set<String> {
            Set([refreshButton, discardAlert, discardButton, keepEditingButton, formUnreadable]).union(
                Language.allCases.map(languageLink))
        }
    }
}
