import PetSpotDomain
import PetSpotFlows

/// What every page's frame shows: the name, the navigation, the skip link.
struct SiteChrome {
    let name = Copy.Web.siteName
    let tagline = Copy.Web.tagline
    let skipToContent = Copy.Web.skipToContent
    let homeTitle = Copy.Browse.homeTab
    let homeTestID = TestIdentifiers.Browse.homeTab
    let lostTitle = Copy.Browse.lostPetsTab
    let lostTestID = TestIdentifiers.Browse.lostPetsTab
    let foundTitle = Copy.Browse.foundPetsTab
    let foundTestID = TestIdentifiers.Browse.foundPetsTab
    /// `<html lang>`: the language the page's words are in.
    let language = Language.current.rawValue
    let languageSwitchLabel = Copy.Web.languageSwitch
    /// The gazetteer's sources, as their licences ask (docs/places.md).
    let placeNamesCredit = Copy.Web.placeNamesCredit
    let geoNames = Copy.Web.geoNames
    let ccBy = Copy.Web.ccBy
    let outlinesCredit = Copy.Web.outlinesCredit
    let naturalEarth = Copy.Web.naturalEarth
    /// A link per language, each in its own words and language, back to this same page.
    let languages: [LanguageLink] = {
        let back = LanguageChoice.queryValue(LanguageChoice.page)
        return Language.allCases.map { LanguageLink($0, current: Language.current, back: back) }
    }()

    struct LanguageLink {
        let code: String
        let name: String
        let href: String
        let current: Bool
        let testID: String

        init(_ language: Language, current: Language, back: String) {
            code = language.rawValue
            name = language.name
            href = "\(SitePath.language(.value(language.rawValue)).path)?back=\(back)"
            self.current = language == current
            testID = TestIdentifiers.Web.languageLink(language)
        }
    }
}
